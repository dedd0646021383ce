#include "SolutionsBrowser.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QMetaObject>
#include <QProgressBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <atomic>

#include "OrbitView.h"
#include "SolutionListModel.h"
#include "SolutionListWriter.h"

using queens::SolutionCatalog;
using Filter = SolutionCatalog::Filter;

struct SolutionsBrowser::ExportState {
    std::atomic<bool> cancel{false};
    std::atomic<std::uint64_t> rows{0};
    ExportResult result;
    QString path;
};

namespace {
QString number(std::uint64_t v) {
    return QLocale().toString(static_cast<qulonglong>(v));
}
template <typename W>
W* named(W* widget, const char* name) {
    widget->setObjectName(QLatin1String(name));
    return widget;
}
}  // namespace

SolutionsBrowser::SolutionsBrowser(QWidget* parent) : QWidget(parent) {
    qRegisterMetaType<SolutionPagePtr>();
    buildUi();
    startLoad();
}

SolutionsBrowser::~SolutionsBrowser() {
    retireLoader();
    if (exportState_) exportState_->cancel.store(true);
    // The only waits: the workers check their cancel flags before every entry or row.
    if (exportThread_) exportThread_->wait();  // a child: deleted with this widget
    for (const QPointer<QThread>& t : std::as_const(retiring_))
        if (t) t->wait();
}

void SolutionsBrowser::buildUi() {
    setWindowTitle(tr("Solutions browser"));
    sizeSpin_ = named(new QSpinBox(this), "sizeSpin");
    sizeSpin_->setRange(1, SolutionCatalog::kMaxN);
    sizeSpin_->setValue(n_);
    sizeSpin_->setPrefix(tr("N = "));
    filterCombo_ = named(new QComboBox(this), "filterCombo");
    filterCombo_->addItem(tr("All solutions"), static_cast<int>(Filter::All));
    filterCombo_->addItem(tr("Fundamental only (one per symmetry class)"),
                          static_cast<int>(Filter::Fundamental));
    countsLabel_ = named(new QLabel(this), "countsLabel");
    countsLabel_->setWordWrap(true);
    progress_ = named(new QProgressBar(this), "loadProgress");
    cancelButton_ = named(new QPushButton(tr("Cancel"), this), "cancelButton");

    model_ = new SolutionListModel(this);
    table_ = named(new QTableView(this), "solutionTable");
    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setWordWrap(false);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
    table_->horizontalHeader()->setStretchLastSection(false);
    table_->horizontalHeader()->setSectionResizeMode(SolutionListModel::SolutionColumn,
                                                     QHeaderView::Stretch);

    orbit_ = named(new OrbitView(this), "orbitView");
    showButton_ = named(new QPushButton(tr("Show in board"), this), "showInBoardButton");
    showButton_->setToolTip(tr("Load the image selected above onto the main board"));
    exportButton_ = named(new QPushButton(tr("Export list…"), this), "exportListButton");
    handoutButton_ = named(new QPushButton(tr("Export handout…"), this), "handoutButton");
    exportStatus_ = named(new QLabel(this), "exportStatus");
    exportStatus_->setWordWrap(true);

    auto* top = new QHBoxLayout;
    top->addWidget(sizeSpin_);
    top->addWidget(filterCombo_);
    top->addWidget(countsLabel_, 1);
    auto* loadRow = new QHBoxLayout;
    loadRow->addWidget(progress_, 1);
    loadRow->addWidget(cancelButton_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(showButton_);
    buttons->addStretch(1);
    buttons->addWidget(exportButton_);
    buttons->addWidget(handoutButton_);
    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(orbit_, 1);
    rightLayout->addLayout(buttons);
    rightLayout->addWidget(exportStatus_);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(table_);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    fitColumns();
    splitter->setSizes({table_->minimumWidth(), 2 * table_->minimumWidth()});
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(loadRow);
    layout->addWidget(splitter, 1);

    connect(sizeSpin_, &QSpinBox::valueChanged, this, [this](int value) {
        n_ = value;
        startLoad();
    });
    connect(filterCombo_, &QComboBox::currentIndexChanged, this, [this] {
        filter_ = static_cast<Filter>(filterCombo_->currentData().toInt());
        startLoad();
    });
    connect(cancelButton_, &QPushButton::clicked, this, &SolutionsBrowser::cancelLoading);
    connect(model_, &SolutionListModel::fetchRequested, this, &SolutionsBrowser::onFetchRequested);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &SolutionsBrowser::onCurrentRowChanged);
    connect(showButton_, &QPushButton::clicked, this, &SolutionsBrowser::showInBoard);
    connect(exportButton_, &QPushButton::clicked, this, &SolutionsBrowser::chooseExportFile);
    connect(handoutButton_, &QPushButton::clicked, this, [this] { emit handoutRequested(n_); });
    showButton_->setEnabled(false);
}

// Widths for the numbers of n (at most 8 digits) and its placements, or the headers.
void SolutionsBrowser::fitColumns() {
    const QFontMetrics cells = table_->fontMetrics();
    const QFontMetrics header = table_->horizontalHeader()->fontMetrics();
    const int pad = 2 * cells.horizontalAdvance(QLatin1Char(' ')) + 8;
    auto fit = [&](int column, const QString& sample) {
        const QString title = model_->headerData(column, Qt::Horizontal).toString();
        const int w =
            std::max(cells.horizontalAdvance(sample), header.horizontalAdvance(title)) + pad;
        table_->setColumnWidth(column, w);
        return w;
    };
    const int total = fit(SolutionListModel::IndexColumn, QStringLiteral("00000000")) +
                      fit(SolutionListModel::SolutionColumn, QStringLiteral("15 ").repeated(n_)) +
                      fit(SolutionListModel::ClassColumn, QStringLiteral("0000000")) +
                      fit(SolutionListModel::OrbitColumn, QStringLiteral("0"));
    table_->setMinimumWidth(total + table_->verticalScrollBar()->sizeHint().width() +
                            2 * table_->frameWidth());
}

void SolutionsBrowser::setN(int n) {
    sizeSpin_->setValue(std::clamp(n, 1, SolutionCatalog::kMaxN));  // valueChanged -> load
}

void SolutionsBrowser::setFilter(Filter filter) {
    filterCombo_->setCurrentIndex(filterCombo_->findData(static_cast<int>(filter)));
}

int SolutionsBrowser::retiringCount() const {
    return static_cast<int>(std::count_if(retiring_.cbegin(), retiring_.cend(),
                                          [](const QPointer<QThread>& t) { return !t.isNull(); }));
}

void SolutionsBrowser::retireLoader() {
    retiring_.removeIf([](const QPointer<QThread>& t) { return t.isNull(); });
    ++generation_;  // anything still queued from the old load is dropped
    if (thread_ == nullptr) return;
    if (worker_) worker_->requestCancel();
    thread_->quit();
    retiring_.append(QPointer<QThread>(thread_));
    thread_ = nullptr;
    worker_ = nullptr;
}

void SolutionsBrowser::startLoad() {
    retireLoader();
    const std::uint64_t generation = generation_;
    model_->reset(n_, filter_);
    orbit_->clear();
    showButton_->setEnabled(false);
    setWindowTitle(tr("Solutions of N = %1").arg(n_));
    fitColumns();
    lazy_ = exhausted_ = cancelled_ = totalsKnown_ = false;
    total_ = fundamental_ = 0;
    failure_.clear();

    auto* thread = new QThread(this);
    thread->setObjectName(QStringLiteral("SolutionBrowserWorker"));
    auto* worker = new SolutionBrowserWorker(n_, filter_);
    worker->moveToThread(thread);
    connect(thread, &QThread::started, worker, &SolutionBrowserWorker::begin);
    connect(thread, &QThread::finished, worker, &QObject::deleteLater);
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    connect(worker, &SolutionBrowserWorker::totalsReady, this,
            [this, generation](quint64 total, quint64 fundamental, bool lazy) {
                if (generation == generation_) onTotals(total, fundamental, lazy);
            });
    connect(worker, &SolutionBrowserWorker::pageReady, this,
            [this, generation](const SolutionPagePtr& page) {
                if (generation == generation_ && page) onPage(*page);
            });
    connect(worker, &SolutionBrowserWorker::idle, this, [this, generation] {
        if (generation == generation_) onIdle();
    });
    connect(worker, &SolutionBrowserWorker::failed, this,
            [this, generation](const QString& reason) {
                if (generation == generation_) onFailed(reason);
            });
    thread_ = thread;
    worker_ = worker;
    setLoading(true);
    thread->start();
}

void SolutionsBrowser::setLoading(bool loading) {
    const bool ended = loading_ && !loading;
    loading_ = loading;
    progress_->setVisible(loading && !lazy_);
    cancelButton_->setVisible(loading);
    updateCounts();
    if (ended) emit loadingFinished();
}

void SolutionsBrowser::cancelLoading() {
    if (!loading_) return;
    retireLoader();
    cancelled_ = true;
    model_->setFetchable(false);
    setLoading(false);
}

void SolutionsBrowser::onTotals(std::uint64_t total, std::uint64_t fundamental, bool lazy) {
    total_ = total;
    fundamental_ = fundamental;
    totalsKnown_ = true;
    lazy_ = lazy;
    const std::uint64_t rows = SolutionBrowserWorker::rowsFor(filter_, total, fundamental);
    progress_->setRange(0, static_cast<int>(std::min<std::uint64_t>(rows, INT32_MAX)));
    progress_->setValue(0);
    progress_->setVisible(loading_ && !lazy_);
    updateCounts();
}

void SolutionsBrowser::onPage(const SolutionPage& page) {
    const bool first = model_->entryCount() == 0;
    model_->appendPage(page);
    exhausted_ = page.exhausted;
    progress_->setValue(static_cast<int>(std::min(model_->entryCount(), progress_->maximum())));
    if (first && model_->entryCount() > 0 && !table_->selectionModel()->hasSelection())
        table_->selectRow(0);
    updateCounts();
}

void SolutionsBrowser::onIdle() {
    model_->setFetchable(lazy_ && !exhausted_);
    if (exhausted_) retireLoader();  // nothing more to ask for: let the thread go
    setLoading(false);
}

void SolutionsBrowser::onFailed(const QString& reason) {
    failure_ = reason;
    retireLoader();
    setLoading(false);
}

void SolutionsBrowser::onFetchRequested(int rows) {
    if (!worker_ || cancelled_) return;
    SolutionBrowserWorker* worker = worker_.data();
    QMetaObject::invokeMethod(
        worker, [worker, rows] { worker->fetch(rows); }, Qt::QueuedConnection);
    setLoading(true);
}

QString SolutionsBrowser::countsText() const {
    return countsLabel_->text();
}

void SolutionsBrowser::updateCounts() {
    if (!failure_.isEmpty()) {
        countsLabel_->setText(failure_);
        return;
    }
    if (!totalsKnown_) {
        countsLabel_->setText(tr("Counting the solutions of N = %1…").arg(n_));
        return;
    }
    QString totals;
    if (total_ == 0)
        totals = tr("No solutions for N = %1").arg(n_);
    else if (total_ == 1)
        totals = tr("1 solution in 1 symmetry class");
    else
        totals =
            tr("%1 solutions in %2 symmetry classes").arg(number(total_), number(fundamental_));
    const std::uint64_t rows = SolutionBrowserWorker::rowsFor(filter_, total_, fundamental_);
    const auto loaded = static_cast<std::uint64_t>(model_->entryCount());
    QString listed;
    if (total_ == 0)
        listed.clear();
    else if (cancelled_)
        listed = tr("loading cancelled: %1 of %2 listed").arg(number(loaded), number(rows));
    else if (loaded >= rows)
        listed = filter_ == Filter::All ? tr("all %1 listed").arg(number(loaded))
                                        : tr("%1 listed, one per class").arg(number(loaded));
    else if (lazy_ && !loading_)
        listed =
            tr("showing the first %1 of %2; scroll for more").arg(number(loaded), number(rows));
    else
        listed = tr("loading %1 of %2…").arg(number(loaded), number(rows));
    countsLabel_->setText(
        listed.isEmpty() ? totals : tr("%1; %2", "totals; what is listed").arg(totals, listed));
}

void SolutionsBrowser::onCurrentRowChanged() {
    const QModelIndex current = table_->selectionModel()->currentIndex();
    const std::vector<int> placement = model_->placement(current.isValid() ? current.row() : -1);
    orbit_->setPlacement(placement);
    showButton_->setEnabled(!placement.empty());
}

void SolutionsBrowser::showInBoard() {
    const std::vector<int> placement = orbit_->selectedPlacement();
    if (placement.empty()) return;
    emit showInBoardRequested(static_cast<int>(placement.size()),
                              QList<int>(placement.begin(), placement.end()));
}

void SolutionsBrowser::chooseExportFile() {
    const QString suggested = filter_ == Filter::All ? tr("queens-%1-solutions.txt").arg(n_)
                                                     : tr("queens-%1-fundamental.txt").arg(n_);
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export solution list"), suggested,
        tr("Text, one solution per line (*.txt);;CSV with class and orbit (*.csv)"));
    if (!path.isEmpty()) exportList(path);
}

void SolutionsBrowser::exportList(const QString& path) {
    if (exportThread_ != nullptr) return;
    auto state = std::make_shared<ExportState>();
    state->path = path;
    const int n = n_;
    const Filter filter = filter_;
    exportThread_ = QThread::create([state, n, filter] {
        SolutionCatalog catalog(n, filter);
        SolutionCatalog::Entry e;
        const auto next = [&](SolutionListWriter::Row& row) {
            if (!catalog.next(e)) return false;
            row.index = e.index;
            row.classIndex = e.classIndex;
            row.orbitSize = e.orbitSize;
            std::swap(row.placement, e.placement);  // both keep their capacity: no allocation
            state->rows.fetch_add(1, std::memory_order_relaxed);
            return true;
        };
        state->result = SolutionListWriter::write(state->path, n, next, &state->cancel);
    });
    exportThread_->setParent(this);
    exportState_ = state;
    exportButton_->setEnabled(false);
    exportStatus_->setText(tr("Exporting to %1…").arg(QDir::toNativeSeparators(path)));

    const std::uint64_t rows = SolutionBrowserWorker::rowsFor(filter_, total_, fundamental_);
    auto* dialog =
        new QProgressDialog(tr("Exporting the solutions of N = %1…").arg(n), tr("Cancel"), 0,
                            static_cast<int>(std::min<std::uint64_t>(rows, INT32_MAX)), this);
    dialog->setObjectName(QStringLiteral("exportProgress"));
    dialog->setMinimumDuration(500);
    connect(dialog, &QProgressDialog::canceled, this, [state] { state->cancel.store(true); });
    auto* timer = new QTimer(dialog);
    connect(timer, &QTimer::timeout, dialog, [dialog, state] {
        const std::uint64_t done = state->rows.load(std::memory_order_relaxed);
        dialog->setValue(static_cast<int>(std::min<std::uint64_t>(done, dialog->maximum() - 1)));
    });
    timer->start(100);
    exportProgress_ = dialog;
    connect(exportThread_, &QThread::finished, this, &SolutionsBrowser::onExportDone);
    exportThread_->start();
}

void SolutionsBrowser::cancelExport() {
    if (exportState_) exportState_->cancel.store(true);
}

void SolutionsBrowser::onExportDone() {
    const std::shared_ptr<ExportState> state = std::move(exportState_);
    exportThread_->deleteLater();
    exportThread_ = nullptr;
    if (exportProgress_) exportProgress_->deleteLater();
    exportButton_->setEnabled(true);
    const ExportResult result = state->result;
    if (result.ok)
        exportStatus_->setText(
            tr("Saved %1 solutions to %2")
                .arg(number(state->rows.load()), QDir::toNativeSeparators(state->path)));
    else if (state->cancel.load())
        exportStatus_->setText(tr("Export cancelled; nothing was written."));
    else
        exportStatus_->setText(tr("Export failed: %1").arg(result.error));
    emit exportFinished(result.ok, result.error);
}
