#pragma once
// SolutionsBrowser: a window that lists the solutions of N (all, or one per symmetry class),
// states the totals (SolutionCounter, independent of the listing) and shows the orbit of the
// selected one (OrbitView). It owns the model, the order proxy, the table, the orbit view, a
// JobRunner whose SolutionBrowserWorker loads the list (eagerly up to kEagerLimit rows, else
// lazily as the table scrolls) and a SolutionListExportJob. It never waits for a worker: a new N
// or filter retires the old one and its late pages are dropped. Grouping by class is offered
// only for lists loaded at once. It emits showInBoardRequested and handoutRequested for the main
// window. See docs/design.md, "The solutions browser".
#include <QList>
#include <QPointer>
#include <QString>
#include <QWidget>
#include <cstdint>

#include "SolutionBrowserWorker.h"
#include "SolutionCatalog.h"

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class RangeSpinBox;
class QTableView;
class JobRunner;
class OrbitView;
class SolutionListExportJob;
class SolutionListModel;
class SolutionOrderCombo;
class SolutionOrderProxy;
class SolutionTableView;

class SolutionsBrowser : public QWidget {
    Q_OBJECT

public:
    explicit SolutionsBrowser(QWidget* parent = nullptr);
    ~SolutionsBrowser() override;

    // Starts loading the list of n (1..kMaxN, clamped) / with the filter; no-op when unchanged.
    void setN(int n);
    int n() const { return n_; }
    void setFilter(queens::SolutionCatalog::Filter filter);
    queens::SolutionCatalog::Filter filter() const { return filter_; }

    // Grouped by class (true) or by solution number; ignored (kept for later lists) while the
    // current list is loaded lazily.
    void setOrderByClass(bool byClass);
    // The order the table shows and "Export list…" writes: grouped by class when chosen and
    // available for the current list.
    bool ordersByClass() const;

    SolutionListModel* model() const { return model_; }        // rows in solution-number order
    SolutionOrderProxy* orderProxy() const { return proxy_; }  // the table's model: rows as shown
    OrbitView* orbitView() const { return orbit_; }
    QTableView* tableView() const;  // a SolutionTableView
    SolutionOrderCombo* orderCombo() const { return orderCombo_; }

    bool isLoading() const { return loading_; }
    bool isLazy() const { return lazy_; }
    bool totalsKnown() const { return totalsKnown_; }
    std::uint64_t total() const { return total_; }
    std::uint64_t fundamental() const { return fundamental_; }
    QString countsText() const;
    int retiringCount() const;  // loader threads stopped but not yet deleted
    bool isExporting() const { return exportJob_ != nullptr; }

public slots:
    void cancelLoading();
    // Writes the current list (N and filter) to `path` (.csv: CSV, else text) on a worker thread;
    // exportFinished() reports the outcome. Ignored while an export runs.
    void exportList(const QString& path);
    void cancelExport();  // the export stops before its next row; nothing is left at the path

signals:
    void showInBoardRequested(int n, QList<int> placement);
    void handoutRequested(int n);
    void loadingFinished();  // a load, a fetch of more rows, or a cancel has ended
    void exportFinished(bool ok, const QString& error);

protected:
    void changeEvent(QEvent* event) override;  // LanguageChange: every text again
    // The counts line wraps: the minimum height follows the lines it takes at the width, so the
    // orbit view keeps its own minimum height.
    void resizeEvent(QResizeEvent* event) override;

private:
    void buildUi();
    void retranslateUi();
    void startLoad();
    void retireLoader();
    void setLoading(bool loading);
    void onTotals(std::uint64_t total, std::uint64_t fundamental, bool lazy);
    void onPage(const SolutionPage& page);
    void onIdle();
    void onFailed(const QString& reason);
    void onFetchRequested(int rows);
    void updateOrderChoice();
    void applyOrder();
    void onCurrentRowChanged();
    void updateCounts();
    void showInBoard();
    void chooseExportFile();
    void onExportDone();

    int n_ = 8;
    queens::SolutionCatalog::Filter filter_ = queens::SolutionCatalog::Filter::All;

    RangeSpinBox* sizeSpin_ = nullptr;
    QComboBox* filterCombo_ = nullptr;
    SolutionOrderCombo* orderCombo_ = nullptr;
    QLabel* orderLabel_ = nullptr;
    QLabel* countsLabel_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QPushButton* cancelButton_ = nullptr;
    SolutionTableView* table_ = nullptr;
    SolutionListModel* model_ = nullptr;
    SolutionOrderProxy* proxy_ = nullptr;
    OrbitView* orbit_ = nullptr;
    QPushButton* showButton_ = nullptr;
    QPushButton* exportButton_ = nullptr;
    QPushButton* handoutButton_ = nullptr;
    QLabel* exportStatus_ = nullptr;

    // The current load and the threads of older ones still finishing.
    JobRunner* jobs_ = nullptr;
    QPointer<SolutionBrowserWorker> worker_;
    bool loading_ = false;
    bool lazy_ = false;
    bool exhausted_ = false;
    bool cancelled_ = false;
    bool totalsKnown_ = false;
    QString failure_;
    std::uint64_t total_ = 0;
    std::uint64_t fundamental_ = 0;

    // The export job.
    SolutionListExportJob* exportJob_ = nullptr;  // the progress dialog goes with it
};
