#include "AnimationExportDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>
#include <algorithm>
#include <utility>

#include "ExportProgressPanel.h"
#include "RangeSpinBox.h"

namespace {

QString settingsKey(const char* name) {
    return QStringLiteral("animationExportDialog/") + QLatin1String(name);
}

quint64 spinValue(const QDoubleSpinBox* spin) {
    return static_cast<quint64>(spin->value());
}

}  // namespace

AnimationExportDialog::AnimationExportDialog(int n, quint64 firstStep, quint64 lastStep,
                                             quint64 cursor, Gather gather, QWidget* parent)
    : QDialog(parent),
      n_(n),
      minStep_(std::max<quint64>(1, firstStep)),
      maxStep_(lastStep),
      gather_(std::move(gather)) {
    setWindowTitle(tr("Export animation"));
    panel_ = new ExportProgressPanel(this);
    panel_->setCancelToolTip(tr("Stop the export; what it wrote so far is removed."));
    connect(panel_, &ExportProgressPanel::finished, this, &AnimationExportDialog::onFinished);

    auto* buttons = new QDialogButtonBox(this);
    export_ = buttons->addButton(tr("&Export…"), QDialogButtonBox::ActionRole);
    export_->setObjectName(QStringLiteral("exportButton"));
    export_->setDefault(true);
    close_ = buttons->addButton(QDialogButtonBox::Close);
    close_->setObjectName(QStringLiteral("closeButton"));
    connect(export_, &QPushButton::clicked, this, &AnimationExportDialog::chooseAndExport);
    connect(close_, &QPushButton::clicked, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buildOptionsLayout());
    layout->addWidget(panel_);
    layout->addWidget(buttons);

    // The 100 steps around the cursor, inside the offered steps.
    const quint64 half = kDefaultFrames / 2;
    const quint64 c = std::clamp(cursor, minStep_, std::max(minStep_, maxStep_));
    quint64 from = c > half - 1 ? c - (half - 1) : 0;
    from = std::max(from, minStep_);
    quint64 to = std::min(maxStep_, from + (kDefaultFrames - 1));
    from = std::max(minStep_, to >= kDefaultFrames - 1 ? to - (kDefaultFrames - 1) : 0);
    loadSettings();
    setExporting(false);
    setRange(from, to);
    onRangeChanged();
}

// The panel's job (a child) is destroyed after this body: it cancels its writer and joins.
AnimationExportDialog::~AnimationExportDialog() {
    RangeSpinBox::detachAll(this);
    saveSettings();
}

QLayout* AnimationExportDialog::buildOptionsLayout() {
    auto makeStepSpin = [this](const char* name) {
        auto* spin = new QDoubleSpinBox(this);
        spin->setObjectName(QLatin1String(name));
        spin->setDecimals(0);
        spin->setRange(static_cast<double>(minStep_),
                       static_cast<double>(std::max(minStep_, maxStep_)));
        spin->setKeyboardTracking(false);
        connect(spin, &QDoubleSpinBox::valueChanged, this, &AnimationExportDialog::onRangeChanged);
        return spin;
    };
    from_ = makeStepSpin("fromSpin");
    from_->setToolTip(tr("The first frame shows the board after this many steps."));
    to_ = makeStepSpin("toSpin");
    to_->setToolTip(tr("The last frame shows the board after this many steps."));
    framesLabel_ = new QLabel(this);
    framesLabel_->setObjectName(QStringLiteral("framesLabel"));

    kind_ = new QComboBox(this);
    kind_->setObjectName(QStringLiteral("outputCombo"));
    kind_->addItem(tr("Animated GIF"));
    kind_->addItem(tr("Numbered PNG frames (a folder)"));
    delay_ = new RangeSpinBox(this);
    delay_->setObjectName(QStringLiteral("delaySpin"));
    delay_->setRange(kMinDelayMs, kMaxDelayMs);
    delay_->setProblemText(
        tr("The frame delay must be %L1 to %L2 ms.").arg(kMinDelayMs).arg(kMaxDelayMs));
    delay_->setSingleStep(10);
    delay_->setValue(200);
    delay_->setSuffix(tr(" ms"));
    delay_->setToolTip(tr("How long each frame is shown (GIF: rounded to 1/100 s)."));
    width_ = new RangeSpinBox(this);
    width_->setObjectName(QStringLiteral("widthSpin"));
    width_->setRange(BoardImageRenderer::kMinWidth, kMaxFrameWidth);
    width_->setProblemText(tr("The width must be %L1 to %L2 pixels.")
                               .arg(BoardImageRenderer::kMinWidth)
                               .arg(kMaxFrameWidth));
    for (RangeSpinBox* spin : {delay_, width_})
        connect(spin, &RangeSpinBox::acceptableChanged, this,
                &AnimationExportDialog::onRangeChanged);
    width_->setSingleStep(64);
    width_->setValue(512);
    width_->setSuffix(tr(" px"));
    theme_ = new QComboBox(this);
    theme_->setObjectName(QStringLiteral("themeCombo"));
    theme_->addItem(tr("Light"), static_cast<int>(ImageTheme::Light));
    theme_->addItem(tr("Dark"), static_cast<int>(ImageTheme::Dark));
    coordinates_ = new QComboBox(this);
    coordinates_->setObjectName(QStringLiteral("coordinatesCombo"));
    coordinates_->addItem(tr("None"), static_cast<int>(Coordinates::None));
    coordinates_->addItem(tr("Chess (a–h, 1–8)"), static_cast<int>(Coordinates::Chess));
    coordinates_->addItem(tr("0-based (as in the pseudo-code)"),
                          static_cast<int>(Coordinates::ZeroBased));

    stepNumber_ = new QCheckBox(tr("Step n&umber under each frame"), this);
    stepNumber_->setObjectName(QStringLiteral("stepNumberCheck"));
    stepNumber_->setToolTip(
        tr("\"Step k of m\": k is the step the frame shows, m the last step "
           "of the run."));
    stepNumber_->setChecked(true);
    stepCaption_ = new QCheckBox(tr("Capt&ion under each frame"), this);
    stepCaption_->setObjectName(QStringLiteral("stepCaptionCheck"));
    stepCaption_->setToolTip(
        tr("The sentence the main window shows under the board for that step."));
    stepCaption_->setChecked(true);

    auto* steps = new QGroupBox(tr("Steps"), this);
    auto* stepsForm = new QFormLayout(steps);
    stepsForm->addRow(tr("&From step:"), from_);
    stepsForm->addRow(tr("&To step:"), to_);
    stepsForm->addRow(framesLabel_);
    auto* look = new QGroupBox(tr("Output"), this);
    auto* lookForm = new QFormLayout(look);
    lookForm->addRow(tr("&Save as:"), kind_);
    lookForm->addRow(tr("Frame &delay:"), delay_);
    lookForm->addRow(tr("&Width:"), width_);
    lookForm->addRow(tr("T&heme:"), theme_);
    lookForm->addRow(tr("C&oordinates:"), coordinates_);
    lookForm->addRow(stepNumber_);
    lookForm->addRow(stepCaption_);
    auto* row = new QHBoxLayout;
    row->addWidget(steps);
    row->addWidget(look);
    return row;
}

quint64 AnimationExportDialog::fromStep() const {
    return spinValue(from_);
}
quint64 AnimationExportDialog::toStep() const {
    return spinValue(to_);
}

bool AnimationExportDialog::setRange(quint64 from, quint64 to) {
    from_->setValue(static_cast<double>(from));
    to_->setValue(static_cast<double>(to));
    return rangeProblem().isEmpty();
}

QString AnimationExportDialog::rangeProblem() const {
    if (maxStep_ < minStep_) return tr("The run has no steps to export yet.");
    const quint64 from = fromStep();
    const quint64 to = toStep();
    if (from > to) return tr("The first step comes after the last one.");
    if (delay_ != nullptr && !delay_->isAcceptable()) return delay_->problem();
    if (width_ != nullptr && !width_->isAcceptable()) return width_->problem();
    if (to - from + 1 > static_cast<quint64>(AnimationExporter::kMaxFrames))
        return tr("At most %L1 frames per animation: choose a shorter range.")
            .arg(AnimationExporter::kMaxFrames);
    return {};
}

AnimationOptions AnimationExportDialog::animationOptions() const {
    AnimationOptions o;
    o.frame.n = n_;
    o.frame.placement.assign(static_cast<std::size_t>(std::max(n_, 0)), -1);
    o.frame.width = width_->value();
    o.frame.theme = static_cast<ImageTheme>(theme_->currentData().toInt());
    o.frame.coordinates = static_cast<Coordinates>(coordinates_->currentData().toInt());
    o.delayMs = delay_->value();
    o.stepCaption = stepCaption_->isChecked();
    o.stepNumber = stepNumber_->isChecked();
    o.firstStep = fromStep();
    o.stepCount = maxStep_;
    return o;
}

void AnimationExportDialog::onRangeChanged() {
    const QString problem = rangeProblem();
    if (problem.isEmpty()) {
        const quint64 frames = toStep() - fromStep() + 1;
        framesLabel_->setText(tr("Frames: %L1").arg(frames));
    } else {
        framesLabel_->setText(problem);
    }
    export_->setEnabled(problem.isEmpty() && !isExporting());
}

void AnimationExportDialog::loadSettings() {
    const QSettings s;
    auto setIndex = [&s](QComboBox* box, const char* key) {
        const int i = s.value(settingsKey(key), box->currentIndex()).toInt();
        if (i >= 0 && i < box->count()) box->setCurrentIndex(i);
    };
    setIndex(kind_, "output");
    setIndex(theme_, "theme");
    setIndex(coordinates_, "coordinates");
    delay_->setValue(s.value(settingsKey("delay"), delay_->value()).toInt());
    width_->setValue(s.value(settingsKey("width"), width_->value()).toInt());
    stepNumber_->setChecked(s.value(settingsKey("stepNumber"), true).toBool());
    stepCaption_->setChecked(s.value(settingsKey("stepCaption"), true).toBool());
}

void AnimationExportDialog::saveSettings() const {
    QSettings s;
    s.setValue(settingsKey("output"), kind_->currentIndex());
    s.setValue(settingsKey("theme"), theme_->currentIndex());
    s.setValue(settingsKey("coordinates"), coordinates_->currentIndex());
    s.setValue(settingsKey("delay"), delay_->value());
    s.setValue(settingsKey("width"), width_->value());
    s.setValue(settingsKey("stepNumber"), stepNumber_->isChecked());
    s.setValue(settingsKey("stepCaption"), stepCaption_->isChecked());
}

void AnimationExportDialog::chooseAndExport() {
    QSettings s;
    QString dir = s.value(settingsKey("directory")).toString();
    if (dir.isEmpty() || !QFileInfo(dir).isDir())
        dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    QString path;
    if (kind_->currentIndex() == 0) {
        const QString name = tr("queens-%1-steps-%2-%3", "file name; %1 is N, %2..%3 the steps")
                                 .arg(n_)
                                 .arg(fromStep())
                                 .arg(toStep());
        path = QFileDialog::getSaveFileName(this, tr("Export animation"),
                                            QDir(dir).filePath(name + QStringLiteral(".gif")),
                                            tr("Animated GIF (*.gif)"));
        if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".gif");
    } else {
        path = QFileDialog::getExistingDirectory(this, tr("Folder for the PNG frames"), dir);
    }
    if (path.isEmpty()) return;
    exportTo(path);
}

bool AnimationExportDialog::exportTo(const QString& path) {
    if (isExporting()) return false;
    const QString problem = rangeProblem();
    if (!problem.isEmpty()) {
        refuse(problem);
        return false;
    }
    const quint64 from = fromStep();
    const quint64 to = toStep();
    AnimationInput input;
    if (gather_)
        input = gather_(from, to);
    else
        input.error = tr("No run to take the steps from.");
    if (input.error.isEmpty() && input.events.size() != to - from + 1) {
        input.error =
            tr("Steps %L1 to %L2 are no longer available in the run's timeline.").arg(from).arg(to);
    }
    if (!input.error.isEmpty()) {
        refuse(input.error);
        return false;
    }
    AnimationOptions options = animationOptions();
    options.output = path;
    const int frames = static_cast<int>(input.events.size());
    const bool started = panel_->start(
        [start = std::move(input.start), events = std::move(input.events), options](
            const ExportJob::Progress& progress, const std::atomic<bool>* cancel) {
            return AnimationExporter::run(start, events, options, progress, cancel);
        },
        frames, tr("Exporting… (frames: %L1)").arg(frames),
        tr("Saved %1 (frames: %L2).").arg(QDir::toNativeSeparators(path)).arg(frames));
    if (!started) return false;
    const QFileInfo info(path);
    directory_ = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
    setExporting(true);
    return true;
}

void AnimationExportDialog::cancelExport() {
    panel_->cancel();
}

bool AnimationExportDialog::isExporting() const {
    return panel_->isRunning();
}

void AnimationExportDialog::onFinished(const ExportResult& result) {
    if (result.ok) QSettings().setValue(settingsKey("directory"), directory_);
    setExporting(false);
    emit exportFinished(result);
}

void AnimationExportDialog::refuse(const QString& reason) {
    panel_->showFailure(reason);
    emit exportFinished(ExportResult{false, reason});
}

void AnimationExportDialog::setExporting(bool exporting) {
    for (QWidget* w : std::initializer_list<QWidget*>{from_, to_, kind_, delay_, width_, theme_,
                                                      coordinates_, stepNumber_, stepCaption_})
        w->setEnabled(!exporting);
    export_->setEnabled(!exporting && rangeProblem().isEmpty());
}

void AnimationExportDialog::done(int result) {
    // Closing must not leave a writer running for nothing: it stops and removes its output.
    cancelExport();
    saveSettings();
    QDialog::done(result);
}
