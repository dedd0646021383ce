#include "SearchTreeView.h"

#include <QApplication>
#include <QCursor>
#include <QEvent>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>

using queens::Algorithm;
using queens::SearchTree;

namespace {
constexpr double kPadX = 14.0;  // between the plot's sides and the outermost nodes
constexpr double kPadY = 18.0;  // between the plot's top/bottom and the first/last level
}  // namespace

SearchTreeView::SearchTreeView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("searchTreeView"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    setAttribute(Qt::WA_OpaquePaintEvent);

    const auto makeButton = [this](const char* name, const QString& text) {
        auto* b = new QToolButton(this);
        b->setObjectName(QLatin1String(name));
        b->setText(text);
        b->setAutoRaise(true);
        b->setFocusPolicy(Qt::NoFocus);
        return b;
    };
    zoomOutButton_ = makeButton("treeZoomOutButton", QStringLiteral("\u2212"));
    zoomInButton_ = makeButton("treeZoomInButton", QStringLiteral("+"));
    fitButton_ = makeButton("treeFitButton", QString());
    connect(zoomInButton_, &QToolButton::clicked, this, &SearchTreeView::zoomIn);
    connect(zoomOutButton_, &QToolButton::clicked, this, &SearchTreeView::zoomOut);
    connect(fitButton_, &QToolButton::clicked, this, &SearchTreeView::fitToView);

    auto* top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->setSpacing(2);
    top->addStretch(1);
    top->addWidget(zoomOutButton_);
    top->addWidget(zoomInButton_);
    top->addWidget(fitButton_);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(4, 4, 4, 4);
    outer->addLayout(top);
    outer->addStretch(1);

    retranslate();
    reset(0, Algorithm::Backtracking);
}

QSize SearchTreeView::sizeHint() const {
    return {520, 320};
}

QSize SearchTreeView::minimumSizeHint() const {
    return {200, 160};
}

void SearchTreeView::retranslate() {
    zoomInButton_->setToolTip(tr("Zoom in (+)"));
    zoomOutButton_->setToolTip(tr("Zoom out (-)"));
    fitButton_->setText(tr("Fit"));
    fitButton_->setToolTip(tr("Show the whole tree (F)"));
    relayout();  // the row labels' width may change
}

void SearchTreeView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    if (e->type() == QEvent::FontChange) relayout();
    if (e->type() == QEvent::PaletteChange) update();
    QWidget::changeEvent(e);
}

void SearchTreeView::reset(int n, Algorithm a) {
    n_ = n;
    algorithm_ = a;
    supported_ = n >= 1 && n <= SearchTree::kMaxN && SearchTree::supports(a);
    tree_.reset(supported_ ? n : 0, a);
    layout_.clear();
    layout_.update(tree_, shownPasses());
    stopped_.clear();
    cursor_ = 0;
    offsetY_ = 0.0;
    fitted_ = true;
    pressed_ = dragging_ = false;
    for (QToolButton* b : {zoomInButton_, zoomOutButton_, fitButton_}) b->setVisible(supported_);
    relayout();
}

void SearchTreeView::appendBatch(const queens::TimelineBatch& batch) {
    if (!supported_ || !stopped_.isEmpty()) return;
    const std::uint64_t have = tree_.eventCount();
    if (batch.first > have) {
        stopped_ = SearchTreeText::gap(have, batch.first);
        update();
        return;
    }
    try {
        for (std::size_t i = static_cast<std::size_t>(have - batch.first); i < batch.events.size();
             ++i)
            tree_.add(batch.events[i]);
    } catch (const std::logic_error&) {
        stopped_ = SearchTreeText::refused(tree_.eventCount());
    }
    relayout();
}

void SearchTreeView::relayout() {
    updatePlot();
    layout_.update(tree_, shownPasses());
    if (fitted_)
        fitToView();
    else
        clampOffset();
    update();
}

void SearchTreeView::setCursor(quint64 cursor) {
    if (cursor == cursor_) return;
    cursor_ = cursor;
    if (shownPasses() != layout_.passes()) {
        relayout();  // iterative deepening: a pass begins or is stepped back out of
        return;
    }
    if (!fitted_) ensureCurrentVisible();
    update();
}

std::size_t SearchTreeView::shownPasses() const {
    if (tree_.passRoots().empty()) return SearchTreeLayout::kAllPasses;
    return tree_.passOf(tree_.nodeAt(cursor_)) + 1;
}

int SearchTreeView::currentNode() const {
    return tree_.nodeAt(cursor_);
}

// ---- geometry ------------------------------------------------------------------------------

void SearchTreeView::updatePlot() {
    const QFontMetricsF fm(font());
    double gutter = 0.0;
    // Only a tree that is drawn has level labels: an unsupported N (up to millions) shows a
    // sentence over the whole view.
    const int levels = supported_ ? std::max(1, n_) : 1;
    for (int d = 0; d <= levels; ++d)
        gutter = std::max(
            gutter, fm.horizontalAdvance(SearchTreeText::levelLabel(tree_.rowsInAnyOrder(), d)));
    gutter += 12.0;
    const double top = fitButton_->sizeHint().height() + 8.0;
    const double legend = fm.height() + 10.0;
    plot_ = QRectF(gutter, top, std::max(1.0, width() - gutter - 4.0),
                   std::max(1.0, height() - top - legend));
}

double SearchTreeView::levelPx() const {
    const double avail = plotRect().height() - 2 * kPadY;
    return std::clamp(avail / std::max(1, n_), kMinLevelPx, kMaxLevelPx);
}

double SearchTreeView::nodeRadius() const {
    return std::clamp(std::min(slotPx_ * 0.38, levelPx() * 0.22), 1.0, 11.0);
}

double SearchTreeView::screenX(double slotX) const {
    return treeGeometry().screenX(slotX);
}

double SearchTreeView::screenY(int depth) const {
    return treeGeometry().screenY(depth);
}

double SearchTreeView::slotAt(double px) const {
    return treeGeometry().slotAt(px);
}

double SearchTreeView::fitSlotPx() const {
    const double avail = plotRect().width() - 2 * kPadX;
    return std::min(kMaxSlotPx, avail / std::max(1, layout_.slotCount() - 1));
}

QPointF SearchTreeView::nodeCenter(int id) const {
    return {screenX(layout_.x(id)), screenY(layout_.depth(id))};
}

bool SearchTreeView::isNodeVisible(int id) const {
    return supported_ && id >= 0 && static_cast<std::size_t>(id) < layout_.size() &&
           plotRect().contains(nodeCenter(id));
}

int SearchTreeView::nodeAt(QPointF pos) const {
    if (!supported_ || !plotRect().contains(pos)) return -1;
    const double lp = levelPx();
    const int d = static_cast<int>(std::lround((pos.y() - screenY(0)) / lp));
    const int id = layout_.nearest(d, slotAt(pos.x()));
    if (id < 0) return -1;
    const QPointF c = nodeCenter(id);
    const double reach = std::max(nodeRadius() + 2.0, 5.0);
    return std::abs(c.x() - pos.x()) <= reach && std::abs(c.y() - pos.y()) <= reach ? id : -1;
}

// ---- navigation ----------------------------------------------------------------------------

void SearchTreeView::fitToView() {
    fitted_ = true;
    slotPx_ = fitSlotPx();
    const double avail = plotRect().width() - 2 * kPadX;
    offsetX_ = std::max(0.0, (avail - (layout_.slotCount() - 1) * slotPx_) / 2.0);
    offsetY_ = 0.0;
    clampOffset();
    update();
}

void SearchTreeView::zoomAbout(double factor, double px) {
    if (!supported_) return;
    const double slot = slotAt(px);
    const double minSlot = std::min(fitSlotPx(), kMaxSlotPx) / 2.0;
    slotPx_ = std::clamp(slotPx_ * factor, std::max(minSlot, 1e-4), kMaxSlotPx);
    offsetX_ = px - plotRect().left() - kPadX - slot * slotPx_;
    fitted_ = false;
    clampOffset();
    update();
}

void SearchTreeView::zoomIn() {
    zoomAbout(kZoomStep, plotRect().center().x());
}

void SearchTreeView::zoomOut() {
    zoomAbout(1.0 / kZoomStep, plotRect().center().x());
}

void SearchTreeView::clampOffset() {
    const QRectF plot = plotRect();
    const double avail = plot.width() - 2 * kPadX;
    const double content = (layout_.slotCount() - 1) * slotPx_;
    offsetX_ = std::clamp(offsetX_, std::min(0.0, avail - content) - avail / 2,
                          std::max(0.0, avail - content) + avail / 2);
    const double contentY = n_ * levelPx();
    const double availY = plot.height() - 2 * kPadY;
    offsetY_ = std::clamp(offsetY_, std::min(0.0, availY - contentY), 0.0);
}

void SearchTreeView::centerOn(int id) {
    if (!supported_ || id < 0 || static_cast<std::size_t>(id) >= layout_.size()) return;
    fitted_ = false;
    offsetX_ = plotRect().width() / 2 - kPadX - layout_.x(id) * slotPx_;
    const QRectF plot = plotRect();
    const double y = screenY(layout_.depth(id));
    if (y < plot.top() || y > plot.bottom()) offsetY_ -= y - plot.center().y();
    clampOffset();
    update();
}

void SearchTreeView::ensureCurrentVisible() {
    const int id = currentNode();
    if (id < 0 || static_cast<std::size_t>(id) >= layout_.size()) return;
    const QRectF plot = plotRect().adjusted(kPadX, 0, -kPadX, 0);
    if (!plot.contains(nodeCenter(id))) centerOn(id);
}

void SearchTreeView::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    updatePlot();
    if (fitted_)
        fitToView();
    else
        clampOffset();
}

void SearchTreeView::wheelEvent(QWheelEvent* e) {
    const double steps = e->angleDelta().y() / 120.0;
    if (steps == 0.0 || !supported_) {
        e->ignore();
        return;
    }
    zoomAbout(std::pow(kZoomStep, steps), e->position().x());
    e->accept();
}

void SearchTreeView::mousePressEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton || !supported_) return QWidget::mousePressEvent(e);
    pressed_ = true;
    dragging_ = false;
    pressPos_ = lastPos_ = e->position();
    e->accept();
}

void SearchTreeView::mouseMoveEvent(QMouseEvent* e) {
    if (!pressed_) return QWidget::mouseMoveEvent(e);
    if (!dragging_ &&
        (e->position() - pressPos_).manhattanLength() >= QApplication::startDragDistance()) {
        dragging_ = true;
        QWidget::setCursor(QCursor(Qt::ClosedHandCursor));
    }
    if (dragging_) {
        const QPointF d = e->position() - lastPos_;
        offsetX_ += d.x();
        offsetY_ += d.y();
        fitted_ = false;
        clampOffset();
        update();
    }
    lastPos_ = e->position();
    e->accept();
}

void SearchTreeView::mouseReleaseEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton || !pressed_) return QWidget::mouseReleaseEvent(e);
    pressed_ = false;
    if (dragging_) {
        dragging_ = false;
        unsetCursor();
    } else {
        const int id = nodeAt(e->position());
        if (id >= 0) emit seekRequested(id == SearchTree::kRoot ? 0 : tree_.node(id).tryIndex + 1);
    }
    e->accept();
}

void SearchTreeView::keyPressEvent(QKeyEvent* e) {
    switch (e->key()) {
        case Qt::Key_Plus:
        case Qt::Key_Equal:
            zoomIn();
            break;
        case Qt::Key_Minus:
            zoomOut();
            break;
        case Qt::Key_F:
        case Qt::Key_0:
            fitToView();
            break;
        case Qt::Key_Left:
        case Qt::Key_Right:
            offsetX_ += (e->key() == Qt::Key_Left ? 1 : -1) * plotRect().width() / 5;
            fitted_ = false;
            clampOffset();
            update();
            break;
        default:
            QWidget::keyPressEvent(e);
            return;
    }
    e->accept();
}

bool SearchTreeView::event(QEvent* e) {
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        const int id = nodeAt(help->pos());
        if (id >= 0) {
            QToolTip::showText(help->globalPos(), toolTipFor(id), this);
        } else {
            QToolTip::hideText();
            e->ignore();
        }
        return true;
    }
    return QWidget::event(e);
}

// ---- painting ------------------------------------------------------------------------------

SearchTreePainter::Geometry SearchTreeView::treeGeometry() const {
    SearchTreePainter::Geometry g;
    g.plot = plotRect();
    g.padX = kPadX;
    g.padY = kPadY;
    g.offsetX = offsetX_;
    g.offsetY = offsetY_;
    g.slotPx = slotPx_;
    g.levelPx = levelPx();
    return g;
}

void SearchTreeView::paintEvent(QPaintEvent*) {
    SearchTreePainter::Input in;
    in.tree = &tree_;
    in.layout = &layout_;
    in.cursor = cursor_;
    in.n = n_;
    in.supported = supported_;
    in.message = message();
    in.geometry = treeGeometry();
    in.radius = nodeRadius();
    in.rect = rect();
    in.font = font();
    in.palette = palette();
    QPainter p(this);
    paintedNodes_ = SearchTreePainter(std::move(in)).paint(p);
}
