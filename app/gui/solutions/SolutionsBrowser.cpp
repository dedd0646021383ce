#include "SolutionsBrowser.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QResizeEvent>
#include <QSpinBox>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

#include "CjkWordBreaks.h"
#include "JobRunner.h"
#include "OrbitView.h"
#include "PluralCount.h"
#include "QueuedCallSync.h"
#include "RangeSpinBox.h"
#include "SolutionCountsText.h"
#include "SolutionListExportJob.h"
#include "SolutionListModel.h"
#include "SolutionOrderCombo.h"
#include "SolutionOrderProxy.h"
#include "SolutionTableView.h"

using queens::SolutionCatalog;
using Filter = SolutionCatalog::Filter;

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

SolutionsBrowser::SolutionsBrowser(QWidget* parent) : QWidget(parent), jobs_(new JobRunner(this)) {
    qRegisterMetaType<SolutionPagePtr>();
    buildUi();
    startLoad();
}

SolutionsBrowser::~SolutionsBrowser() {
    RangeSpinBox::detachAll(this);
    // The only waits: the workers check their cancel flags before every entry or row.
    delete exportJob_;  // cancels and waits
    delete jobs_;       // retires the loader and waits for its threads
}

void SolutionsBrowser::buildUi() {
    setWindowTitle(tr("Solutions browser"));
    sizeSpin_ = named(new RangeSpinBox(this), "sizeSpin");  // N out of range: red, the limit
    sizeSpin_->setRange(1, SolutionCatalog::kMaxN);
    sizeSpin_->setKeyboardTracking(false);  // typing "14" does not list N = 1 first
    sizeSpin_->setValue(n_);
    filterCombo_ = named(new QComboBox(this), "filterCombo");
    filterCombo_->addItem(QString(), static_cast<int>(Filter::All));
    filterCombo_->addItem(QString(), static_cast<int>(Filter::Fundamental));
    orderCombo_ = named(new SolutionOrderCombo(this), "orderCombo");
    orderLabel_ = new QLabel(this);
    orderLabel_->setBuddy(orderCombo_);
    countsLabel_ = named(new QLabel(this), "countsLabel");
    countsLabel_->setWordWrap(true);
    progress_ = named(new QProgressBar(this), "loadProgress");
    cancelButton_ = named(new QPushButton(this), "cancelButton");

    model_ = new SolutionListModel(this);
    proxy_ = new SolutionOrderProxy(this);
    proxy_->setListModel(model_);
    table_ = named(new SolutionTableView(this), "solutionTable");
    table_->setModel(proxy_);

    orbit_ = named(new OrbitView(this), "orbitView");
    showButton_ = named(new QPushButton(this), "showInBoardButton");
    exportButton_ = named(new QPushButton(this), "exportListButton");
    handoutButton_ = named(new QPushButton(this), "handoutButton");
    retranslateUi();
    exportStatus_ = named(new QLabel(this), "exportStatus");
    exportStatus_->setWordWrap(true);

    auto* top = new QHBoxLayout;
    top->addWidget(sizeSpin_);
    top->addWidget(filterCombo_);
    top->addWidget(orderLabel_);
    top->addWidget(orderCombo_);
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
    table_->fitColumns(n_);
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
    connect(orderCombo_, &SolutionOrderCombo::choiceChanged, this, &SolutionsBrowser::applyOrder);
    connect(cancelButton_, &QPushButton::clicked, this, &SolutionsBrowser::cancelLoading);
    connect(model_, &SolutionListModel::fetchRequested, this, &SolutionsBrowser::onFetchRequested);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &SolutionsBrowser::onCurrentRowChanged);
    connect(showButton_, &QPushButton::clicked, this, &SolutionsBrowser::showInBoard);
    connect(exportButton_, &QPushButton::clicked, this, &SolutionsBrowser::chooseExportFile);
    connect(handoutButton_, &QPushButton::clicked, this, [this] { emit handoutRequested(n_); });
    showButton_->setEnabled(false);
    updateOrderChoice();
}

void SolutionsBrowser::retranslateUi() {
    if (model_ != nullptr) setWindowTitle(tr("Solutions of N = %1").arg(n_));
    sizeSpin_->setPrefix(tr("N = "));
    sizeSpin_->setProblemText(tr("N must be 1 to %1 in the browser.").arg(SolutionCatalog::kMaxN));
    filterCombo_->setItemText(0, tr("All solutions"));
    filterCombo_->setItemText(1, tr("Fundamental only (one per symmetry class)"));
    orderLabel_->setText(tr("&Order:"));
    cancelButton_->setText(tr("Cancel"));
    showButton_->setText(tr("Show in board"));
    showButton_->setToolTip(tr("Load the image selected above onto the main board"));
    exportButton_->setText(tr("Export list…"));
    exportButton_->setToolTip(
        tr("Write every solution of the list to a text file (one per line) or a CSV file (with "
           "class and orbit size), in the order the table shows: by solution number, or "
           "grouped by symmetry class"));
    handoutButton_->setText(tr("Export handout…"));
}

void SolutionsBrowser::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        updateCounts();
    }
    QWidget::changeEvent(event);
}

void SolutionsBrowser::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    const int needed = layout()->totalMinimumHeightForWidth(width());
    if (needed > 0 && needed != minimumHeight()) setMinimumHeight(needed);
}

QTableView* SolutionsBrowser::tableView() const {
    return table_;
}

void SolutionsBrowser::setN(int n) {
    sizeSpin_->setValue(std::clamp(n, 1, SolutionCatalog::kMaxN));  // valueChanged -> load
}

void SolutionsBrowser::setFilter(Filter filter) {
    filterCombo_->setCurrentIndex(filterCombo_->findData(static_cast<int>(filter)));
}

void SolutionsBrowser::setOrderByClass(bool byClass) {
    orderCombo_->setWantsByClass(byClass);
    applyOrder();
}

bool SolutionsBrowser::ordersByClass() const {
    return orderCombo_->ordersByClass();
}

// A lazy list disables the order choice (the combo says why).
void SolutionsBrowser::updateOrderChoice() {
    orderCombo_->setAvailable(!(totalsKnown_ && lazy_),
                              SolutionBrowserWorker::rowsFor(filter_, total_, fundamental_), n_);
    applyOrder();
}

void SolutionsBrowser::applyOrder() {
    const bool grouped = ordersByClass();
    if (grouped == proxy_->isGroupedByClass()) {
        if (grouped && !loading_) proxy_->regroup();  // rows appended while grouped are last
        return;
    }
    proxy_->setGroupedByClass(grouped);
    if (table_->currentIndex().isValid()) table_->scrollTo(table_->currentIndex());
}

int SolutionsBrowser::retiringCount() const {
    return jobs_->retiringCount();
}

void SolutionsBrowser::retireLoader() {
    jobs_->retire();  // anything still queued from the old load is dropped
    worker_ = nullptr;
}

void SolutionsBrowser::startLoad() {
    retireLoader();
    model_->reset(n_, filter_);
    orbit_->clear();
    showButton_->setEnabled(false);
    setWindowTitle(tr("Solutions of N = %1").arg(n_));
    table_->fitColumns(n_);
    lazy_ = exhausted_ = cancelled_ = totalsKnown_ = false;
    total_ = fundamental_ = 0;
    failure_.clear();
    updateOrderChoice();

    auto* worker = new SolutionBrowserWorker(n_, filter_, jobs_->newJob());
    jobs_->relay(worker, &SolutionBrowserWorker::totalsReady,
                 [this](quint64 total, quint64 fundamental, bool lazy) {
                     onTotals(total, fundamental, lazy);
                 });
    jobs_->relay(worker, &SolutionBrowserWorker::pageReady, [this](const SolutionPagePtr& page) {
        if (page) onPage(*page);
    });
    jobs_->relay(worker, &SolutionBrowserWorker::idle, [this] { onIdle(); });
    jobs_->relay(worker, &SolutionBrowserWorker::failed,
                 [this](const QString& reason) { onFailed(reason); });
    worker_ = worker;
    setLoading(true);
    jobs_->runWorker(worker, &SolutionBrowserWorker::begin,
                     QStringLiteral("SolutionBrowserWorker"));
}

void SolutionsBrowser::setLoading(bool loading) {
    const bool ended = loading_ && !loading;
    loading_ = loading;
    progress_->setVisible(loading && !lazy_);
    cancelButton_->setVisible(loading);
    updateCounts();
    if (!ended) return;
    applyOrder();  // a list loaded while grouped is sorted once, now
    emit loadingFinished();
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
    updateOrderChoice();
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
    QueuedCallSync::post(worker, [worker, rows] { worker->fetch(rows); });
    setLoading(true);
}

QString SolutionsBrowser::countsText() const {
    return countsLabel_->text();
}

void SolutionsBrowser::updateCounts() {
    SolutionCountsText::State s;
    s.n = n_;
    s.filter = filter_;
    s.failure = failure_;
    s.totalsKnown = totalsKnown_;
    s.total = total_;
    s.fundamental = fundamental_;
    s.rows = SolutionBrowserWorker::rowsFor(filter_, total_, fundamental_);
    s.loaded = static_cast<std::uint64_t>(model_->entryCount());
    s.lazy = lazy_;
    s.loading = loading_;
    s.cancelled = cancelled_;
    CjkWordBreaks::setText(countsLabel_, SolutionCountsText::text(s));
}

void SolutionsBrowser::onCurrentRowChanged() {
    const QModelIndex current = table_->selectionModel()->currentIndex();
    const int row = current.isValid() ? proxy_->sourceRow(current.row()) : -1;
    const std::vector<int> placement = model_->placement(row);
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
    if (exportJob_ != nullptr) return;
    const auto order = ordersByClass() ? SolutionListExportJob::Order::ByClass
                                       : SolutionListExportJob::Order::BySolution;
    exportJob_ = new SolutionListExportJob(path, n_, filter_, order, this);
    exportButton_->setEnabled(false);
    CjkWordBreaks::setText(exportStatus_,
                           tr("Exporting to %1…").arg(QDir::toNativeSeparators(path)));

    const std::uint64_t rows = SolutionBrowserWorker::rowsFor(filter_, total_, fundamental_);
    auto* dialog =
        new QProgressDialog(tr("Exporting the solutions of N = %1…").arg(n_), tr("Cancel"), 0,
                            static_cast<int>(std::min<std::uint64_t>(rows, INT32_MAX)), this);
    dialog->setObjectName(QStringLiteral("exportProgress"));
    dialog->setMinimumDuration(500);
    const QPointer<SolutionListExportJob> job = exportJob_;
    connect(dialog, &QProgressDialog::canceled, job, &SolutionListExportJob::cancel);
    auto* timer = new QTimer(dialog);
    connect(timer, &QTimer::timeout, dialog, [dialog, job] {
        const std::uint64_t done = job ? job->rowsWritten() : 0;
        dialog->setValue(static_cast<int>(std::min<std::uint64_t>(done, dialog->maximum() - 1)));
    });
    timer->start(100);
    connect(job, &SolutionListExportJob::finished, dialog, &QObject::deleteLater);
    connect(job, &SolutionListExportJob::finished, this, &SolutionsBrowser::onExportDone);
    job->start();
}

void SolutionsBrowser::cancelExport() {
    if (exportJob_) exportJob_->cancel();
}

void SolutionsBrowser::onExportDone() {
    SolutionListExportJob* job = std::exchange(exportJob_, nullptr);
    job->deleteLater();
    exportButton_->setEnabled(true);
    const ExportResult result = job->result();
    if (result.ok)
        CjkWordBreaks::setText(
            exportStatus_, tr("Saved %1 solution(s) to %2", "%1 is the number saved",
                              PluralCount::of(job->rowsWritten()))
                               .arg(number(job->rowsWritten()),
                                    QDir::toNativeSeparators(job->path())));
    else if (job->isCancelled())
        CjkWordBreaks::setText(exportStatus_, tr("Export cancelled; nothing was written."));
    else
        CjkWordBreaks::setText(exportStatus_, tr("Export failed: %1").arg(result.error));
    emit exportFinished(result.ok, result.error);
}
