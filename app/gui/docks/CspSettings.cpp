#include "CspSettings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStringList>
#include <algorithm>
#include <limits>
#include <string>

#include "StepperFactory.h"

namespace {
using Options = queens::StepperOptions;

QComboBox* choices(QWidget* parent, const char* name, std::initializer_list<int> values) {
    auto* box = new QComboBox(parent);
    box->setObjectName(QLatin1String(name));
    for (const int v : values) box->addItem({}, v);
    return box;
}

template <typename E>
E chosen(const QComboBox* box) {
    return static_cast<E>(box->currentData().toInt());
}

template <typename E>
void choose(QComboBox* box, E value) {
    box->setCurrentIndex(std::max(0, box->findData(static_cast<int>(value))));
}
}  // namespace

CspSettings::CspSettings(QFormLayout* form, QWidget* panel) : QObject(panel), form_(form) {
    QWidget* const parent = panel;
    varOrder_ = choices(parent, "cspVarOrderCombo",
                        {int(Options::VarOrder::InOrder), int(Options::VarOrder::Mrv),
                         int(Options::VarOrder::MrvDegree)});
    valueOrder_ = choices(parent, "cspValueOrderCombo",
                          {int(Options::ValueOrder::InOrder), int(Options::ValueOrder::Lcv)});
    inference_ = choices(parent, "cspInferenceCombo",
                         {int(Options::Inference::None), int(Options::Inference::ForwardChecking),
                          int(Options::Inference::Mac)});
    backjump_ = new QCheckBox(parent);
    backjump_->setObjectName(QStringLiteral("cspBackjumpCheck"));
    randomTies_ = new QCheckBox(parent);
    randomTies_->setObjectName(QStringLiteral("cspRandomTiesCheck"));
    restarts_ = new QSpinBox(parent);
    restarts_->setObjectName(QStringLiteral("cspRestartSpinBox"));
    restarts_->setRange(0, std::numeric_limits<int>::max());
    restarts_->setKeyboardTracking(false);  // one change when the edit is finished
    restarts_->setAccelerated(true);

    fields_[VarOrder] = varOrder_;
    fields_[ValueOrder] = valueOrder_;
    fields_[Inference] = inference_;
    fields_[Backjump] = backjump_;
    fields_[RandomTies] = randomTies_;
    fields_[Restarts] = restarts_;
    for (int r = 0; r < RowCount; ++r) {
        labels_[r] = new QLabel(parent);
        labels_[r]->setBuddy(fields_[r]);
        form_->addRow(labels_[r], fields_[r]);
    }
    Options start;
    start.varOrder = Options::VarOrder::Mrv;
    start.inference = Options::Inference::ForwardChecking;
    setOptions(start);
    retranslateUi();
    setAlgorithm(algorithm_);

    const auto changed = [this] { emit this->changed(); };
    for (QComboBox* box : {varOrder_, valueOrder_, inference_})
        connect(box, &QComboBox::currentIndexChanged, this, changed);
    connect(backjump_, &QCheckBox::toggled, this, changed);
    connect(randomTies_, &QCheckBox::toggled, this, [this, changed] {
        restarts_->setEnabled(randomTies_->isChecked());
        changed();
    });
    connect(restarts_, &QSpinBox::valueChanged, this, changed);
}

CspSettings::~CspSettings() {
    for (QWidget* field : fields_)
        if (field != nullptr) field->disconnect(this);
}

void CspSettings::retranslateUi() {
    labels_[VarOrder]->setText(tr("&Variable order:"));
    labels_[ValueOrder]->setText(tr("Va&lue order:"));
    labels_[Inference]->setText(tr("&Inference:"));
    labels_[Backjump]->setText(tr("Back&jumping:"));
    labels_[RandomTies]->setText(tr("Random &ties:"));
    labels_[Restarts]->setText(tr("&Restart after:"));

    varOrder_->setItemText(0, tr("In order"));
    varOrder_->setItemText(1, tr("MRV"));
    varOrder_->setItemText(2, tr("MRV + degree"));
    varOrder_->setItemData(0, tr("Assign the rows from top to bottom, as plain backtracking does."),
                           Qt::ToolTipRole);
    varOrder_->setItemData(
        1, tr("Minimum remaining values: assign next the row with the fewest values left."),
        Qt::ToolTipRole);
    varOrder_->setItemData(2,
                           tr("MRV, and among rows with equally few values the one that "
                              "constrains the most unassigned rows."),
                           Qt::ToolTipRole);
    varOrder_->setToolTip(
        tr("Which row gets its queen next: the most constrained row first fails early."));

    valueOrder_->setItemText(0, tr("In order"));
    valueOrder_->setItemText(1, tr("LCV"));
    valueOrder_->setItemData(0, tr("Try the columns from left to right."), Qt::ToolTipRole);
    valueOrder_->setItemData(
        1,
        tr("Least constraining value: try first the column that removes the fewest values "
           "from the other rows."),
        Qt::ToolTipRole);
    valueOrder_->setToolTip(
        tr("In which order a row's columns are tried: the least constraining one leaves the "
           "most room for the rows still to come."));

    inference_->setItemText(0, tr("None"));
    inference_->setItemText(1, tr("Forward checking"));
    inference_->setItemText(2, tr("Arc consistency (MAC)"));
    inference_->setItemData(
        0, tr("Test each value against the queens already placed, and infer nothing."),
        Qt::ToolTipRole);
    inference_->setItemData(1,
                            tr("After each queen, cross out the squares it attacks in the rows "
                               "still empty; an emptied row means going back at once."),
                            Qt::ToolTipRole);
    inference_->setItemData(2,
                            tr("Forward checking, then AC-3: remove every value that has no "
                               "compatible value left in some other row, until nothing changes."),
                            Qt::ToolTipRole);
    inference_->setToolTip(
        tr("What each new queen lets the search conclude about the rows still empty."));

    backjump_->setToolTip(
        tr("When a row runs out of values, go back to the latest row in its conflict set, "
           "skipping the rows that played no part in the failure."));
    randomTies_->setToolTip(
        tr("Break ties of the orderings at random from the seed instead of taking the lowest "
           "row or column."));
    restarts_->setToolTip(
        tr("With random ties: start again after this many backtracks, the allowance growing "
           "by the Luby sequence (0: never)."));
    restarts_->setSuffix(tr(" backtracks", "after k backtracks"));
    restarts_->setSpecialValueText(tr("Never"));
}

void CspSettings::setAlgorithm(queens::Algorithm a) {
    algorithm_ = a;
    updateRows();
}

void CspSettings::updateRows() {
    const bool shown = algorithm_ == queens::Algorithm::Csp;
    for (QWidget* field : fields_) form_->setRowVisible(field, shown);
    restarts_->setEnabled(randomTies_->isChecked());
}

bool CspSettings::usesSeed() const {
    return algorithm_ == queens::Algorithm::Csp && randomTies_->isChecked();
}

void CspSettings::applyTo(queens::StepperOptions& o) const {
    o.varOrder = chosen<Options::VarOrder>(varOrder_);
    o.valueOrder = chosen<Options::ValueOrder>(valueOrder_);
    o.inference = chosen<Options::Inference>(inference_);
    o.backjump = backjump_->isChecked();
    o.randomTies = randomTies_->isChecked();
    o.restartBacktracks = o.randomTies ? static_cast<std::uint64_t>(restarts_->value()) : 0;
}

void CspSettings::setOptions(const queens::StepperOptions& o) {
    const QSignalBlocker blocks[] = {QSignalBlocker(varOrder_),   QSignalBlocker(valueOrder_),
                                     QSignalBlocker(inference_),  QSignalBlocker(backjump_),
                                     QSignalBlocker(randomTies_), QSignalBlocker(restarts_)};
    choose(varOrder_, o.varOrder);
    choose(valueOrder_, o.valueOrder);
    choose(inference_, o.inference);
    backjump_->setChecked(o.backjump);
    randomTies_->setChecked(o.randomTies);
    restarts_->setValue(static_cast<int>(
        std::min<std::uint64_t>(o.restartBacktracks, std::numeric_limits<int>::max())));
    restarts_->setEnabled(o.randomTies);
}

QString CspSettings::refusal(const queens::StepperOptions& o) {
    const std::string why = queens::StepperFactory::validate(queens::Algorithm::Csp, o);
    if (why.empty()) return {};
    // The reasons the panel's fields and the board can lead to; the core's are English.
    if (std::any_of(o.fixed.begin(), o.fixed.end(), [](int c) { return c >= 0; }))
        return tr("CSP backtracking starts from an empty board; it cannot keep given queens.");
    if (o.restartBacktracks > 0 && o.allSolutions)
        return tr(
            "restarts apply to a search for one solution: set Find to “First "
            "solution”, or the restarts to Never.");
    if (o.restartBacktracks > 0 && !o.randomTies)
        return tr(
            "restarts need random tie-breaking: without it every run would repeat the "
            "first.");
    return QString::fromStdString(why);
}

QString CspSettings::describe(const queens::StepperOptions& o) {
    QStringList parts;
    switch (o.varOrder) {
        case Options::VarOrder::InOrder:
            parts << tr("rows in order");
            break;
        case Options::VarOrder::Mrv:
            parts << tr("MRV");
            break;
        case Options::VarOrder::MrvDegree:
            parts << tr("MRV + degree");
            break;
    }
    if (o.valueOrder == Options::ValueOrder::Lcv) parts << tr("LCV");
    switch (o.inference) {
        case Options::Inference::None:
            parts << tr("no inference");
            break;
        case Options::Inference::ForwardChecking:
            parts << tr("forward checking");
            break;
        case Options::Inference::Mac:
            parts << tr("MAC");
            break;
    }
    if (o.backjump) parts << tr("backjumping");
    if (o.randomTies) parts << tr("random ties");
    //: separator between the options of a CSP search, as in "MRV, forward checking"
    return parts.join(tr(", "));
}
