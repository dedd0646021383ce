#include "SolutionListModel.h"

#include <QEvent>
#include <QFont>

using queens::SolutionCatalog;

SolutionListModel::SolutionListModel(QObject* parent) : QAbstractTableModel(parent) {}

void SolutionListModel::reset(int n, SolutionCatalog::Filter filter) {
    beginResetModel();
    n_ = n;
    filter_ = filter;
    columns_ = {};
    index_ = {};
    class_ = {};
    orbit_ = {};
    canonical_ = {};
    fetchable_ = false;
    fetchPending_ = false;
    endResetModel();
}

void SolutionListModel::appendPage(const SolutionPage& page) {
    fetchPending_ = false;
    const int count = page.count();
    if (count == 0 || page.n != n_) return;
    const int first = entryCount();
    beginInsertRows({}, first, first + count - 1);
    columns_.insert(columns_.end(), page.columns.begin(), page.columns.end());
    index_.insert(index_.end(), page.index.begin(), page.index.end());
    class_.insert(class_.end(), page.classIndex.begin(), page.classIndex.end());
    orbit_.insert(orbit_.end(), page.orbitSize.begin(), page.orbitSize.end());
    canonical_.insert(canonical_.end(), page.canonical.begin(), page.canonical.end());
    endInsertRows();
}

void SolutionListModel::setFetchable(bool fetchable) {
    fetchable_ = fetchable;
    fetchPending_ = false;
}

std::vector<int> SolutionListModel::placement(int row) const {
    if (row < 0 || row >= entryCount()) return {};
    const auto first = columns_.begin() + static_cast<std::ptrdiff_t>(row) * n_;
    return {first, first + n_};
}

std::size_t SolutionListModel::memoryBytes() const {
    return columns_.capacity() + index_.capacity() * sizeof(std::uint32_t) +
           class_.capacity() * sizeof(std::uint32_t) + orbit_.capacity() + canonical_.capacity();
}

int SolutionListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : entryCount();
}

int SolutionListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString SolutionListModel::placementText(int row) const {
    QString s;
    s.reserve(n_ * 3);
    const std::size_t base = static_cast<std::size_t>(row) * static_cast<std::size_t>(n_);
    for (int r = 0; r < n_; ++r) {
        if (r > 0) s += QLatin1Char(' ');
        s += QString::number(columns_[base + static_cast<std::size_t>(r)]);
    }
    return s;
}

QVariant SolutionListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= entryCount()) return {};
    const auto row = static_cast<std::size_t>(index.row());
    switch (role) {
        case Qt::DisplayRole:
            switch (index.column()) {
                case IndexColumn:
                    return QString::number(index_[row]);
                case SolutionColumn:
                    return placementText(index.row());
                case ClassColumn:
                    return QString::number(class_[row]);
                case OrbitColumn:
                    return QString::number(orbit_[row]);
                default:
                    return {};
            }
        case Qt::TextAlignmentRole:
            return index.column() == SolutionColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                                    : QVariant(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::FontRole:
            if (filter_ == SolutionCatalog::Filter::All && canonical_[row] != 0) {
                QFont bold;
                bold.setBold(true);
                return bold;
            }
            return {};
        case Qt::ToolTipRole:
            return canonical_[row] != 0
                       ? tr("The canonical member of class %1 (its smallest board)")
                             .arg(class_[row])
                       : tr("A member of class %1").arg(class_[row]);
        case PlacementRole: {
            QList<int> out;
            for (int c : placement(index.row())) out.append(c);
            return QVariant::fromValue(out);
        }
        case IndexRole:
            return QVariant::fromValue<qulonglong>(index_[row]);
        case ClassRole:
            return QVariant::fromValue<qulonglong>(class_[row]);
        case OrbitSizeRole:
            return static_cast<int>(orbit_[row]);
        case CanonicalRole:
            return canonical_[row] != 0;
        default:
            return {};
    }
}

QVariant SolutionListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
            case IndexColumn:
                return tr("#");
            case SolutionColumn:
                return tr("solution");
            case ClassColumn:
                return tr("class");
            case OrbitColumn:
                return tr("orbit size");
            default:
                return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
            case IndexColumn:
                return tr("The solution's number among all solutions, in lexicographic order");
            case SolutionColumn:
                return tr("The column of the queen in rows 0, 1, 2, …");
            case ClassColumn:
                return tr(
                    "Its symmetry class: solutions that are rotations or mirror images of "
                    "each other share a class");
            case OrbitColumn:
                return tr("How many different boards the eight symmetries make of it");
            default:
                return {};
        }
    }
    return {};
}

bool SolutionListModel::event(QEvent* event) {
    // The headers and tool tips are words: a view asks again once told they changed. (The
    // browser passes LanguageChange on to this child.)
    if (event->type() == QEvent::LanguageChange) {
        if (columnCount() > 0) emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
        if (rowCount() > 0 && columnCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1),
                             {Qt::ToolTipRole});
    }
    return QAbstractTableModel::event(event);
}

bool SolutionListModel::canFetchMore(const QModelIndex& parent) const {
    return !parent.isValid() && fetchable_ && !fetchPending_;
}

void SolutionListModel::fetchMore(const QModelIndex& parent) {
    if (!canFetchMore(parent)) return;
    fetchPending_ = true;
    emit fetchRequested(kFetchRows);
}
