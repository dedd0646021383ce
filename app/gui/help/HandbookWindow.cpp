#include "HandbookWindow.h"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QFontInfo>
#include <QHeaderView>
#include <QScreen>
#include <QScrollBar>
#include <QSplitter>
#include <QStyle>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFrame>
#include <QToolBar>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>

#include "HandbookDocument.h"
#include "TranslationLoader.h"

namespace {
// The text column is at most this many ems wide: longer lines are hard to follow.
constexpr qreal kColumnEms = 52.0;
// The handbook's text is this much larger than the application's, and at least kMinPointSize.
constexpr qreal kFontScale = 1.1;
constexpr qreal kMinPointSize = 13.0;
constexpr int kAnchorRole = Qt::UserRole;

QUrl sourceOf(const QString& language) {
    return QUrl(QStringLiteral("qrc") + HandbookDocument::resourcePath(language));
}
}  // namespace

HandbookWindow::HandbookWindow(QWidget* parent) : QWidget(parent, Qt::Window) {
    setObjectName(QStringLiteral("handbookWindow"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);

    toolBar_ = new QToolBar(this);
    toolBar_->setObjectName(QStringLiteral("handbookToolBar"));
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    back_ = toolBar_->addAction(style()->standardIcon(QStyle::SP_ArrowBack), QString());
    back_->setObjectName(QStringLiteral("handbookBackAction"));
    back_->setShortcut(QKeySequence::Back);
    forward_ = toolBar_->addAction(style()->standardIcon(QStyle::SP_ArrowForward), QString());
    forward_->setObjectName(QStringLiteral("handbookForwardAction"));
    forward_->setShortcut(QKeySequence::Forward);
    home_ = toolBar_->addAction(style()->standardIcon(QStyle::SP_DirHomeIcon), QString());
    home_->setObjectName(QStringLiteral("handbookHomeAction"));
    for (QAction* a : {back_, forward_, home_}) a->setShortcutContext(Qt::WindowShortcut);
    layout->addWidget(toolBar_);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    contents_ = new QTreeWidget(splitter);
    contents_->setObjectName(QStringLiteral("handbookContents"));
    contents_->setColumnCount(1);
    contents_->setRootIsDecorated(true);
    contents_->setUniformRowHeights(true);
    browser_ = new QTextBrowser(splitter);
    browser_->setObjectName(QStringLiteral("handbookBrowser"));
    browser_->setOpenExternalLinks(true);
    browser_->setFrameShape(QFrame::NoFrame);
    // The handbook is always longer than the window: a scroll bar that never comes or goes
    // keeps the column from being laid out twice.
    browser_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    browser_->viewport()->installEventFilter(this);
    splitter->addWidget(contents_);
    splitter->addWidget(browser_);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    layout->addWidget(splitter, 1);

    connect(back_, &QAction::triggered, browser_, &QTextBrowser::backward);
    connect(forward_, &QAction::triggered, browser_, &QTextBrowser::forward);
    connect(home_, &QAction::triggered, browser_, &QTextBrowser::home);
    connect(browser_, &QTextBrowser::backwardAvailable, back_, &QAction::setEnabled);
    connect(browser_, &QTextBrowser::forwardAvailable, forward_, &QAction::setEnabled);
    connect(browser_, &QTextBrowser::sourceChanged, this, [this] { prepareDocument(); });
    connect(browser_->verticalScrollBar(), &QScrollBar::valueChanged, this,
            [this] { markCurrentSection(); });
    connect(contents_, &QTreeWidget::itemClicked, this,
            [this](QTreeWidgetItem* item) { showSection(item->data(0, kAnchorRole).toString()); });
    back_->setEnabled(false);
    forward_->setEnabled(false);

    applyFont();
    retranslateUi();
    load();
    // Big enough for the text column and an image, never larger than the screen.
    const QSize wanted(1180, 820);
    const QScreen* screen = parent != nullptr ? parent->screen() : QApplication::primaryScreen();
    const QSize room = screen != nullptr ? screen->availableGeometry().size() * 0.9 : wanted;
    resize(wanted.boundedTo(room));
    // The contents as wide as their longest title, up to a third of the window.
    int contentsWidth = 0;
    for (QTreeWidgetItemIterator it(contents_); *it != nullptr; ++it) {
        const int depth = (*it)->parent() != nullptr ? 2 : 1;
        contentsWidth =
            std::max(contentsWidth, contents_->fontMetrics().horizontalAdvance((*it)->text(0)) +
                                        depth * contents_->indentation());
    }
    contentsWidth += contents_->verticalScrollBar()->sizeHint().width() + 8;
    splitter->setSizes({std::min(contentsWidth, width() / 3), width()});
    // The keys (arrows, Page Up / Page Down, Space) scroll the handbook from the start.
    browser_->setFocus();
}

void HandbookWindow::load() {
    const int at = currentHeadingIndex();
    const QString language = HandbookDocument::languageFor(TranslationLoader::installedLanguage());
    loading_ = true;
    if (language == language_) {
        browser_->reload();
    } else {
        language_ = language;
        browser_->setSource(sourceOf(language_), QTextDocument::MarkdownResource);
        browser_->clearHistory();
    }
    loading_ = false;
    prepareDocument();
    const QList<HandbookDocument::Heading> headings =
        HandbookDocument::headings(browser_->document());
    if (at > 0 && at < headings.size()) browser_->scrollToAnchor(headings[at].anchor);
}

void HandbookWindow::prepareDocument() {
    if (loading_) return;
    QTextDocument* doc = browser_->document();
    const QList<HandbookDocument::Heading> headings = HandbookDocument::headings(doc);
    if (headings.isEmpty()) return;
    QTextCursor first(doc);
    first.setPosition(headings.first().position + 1);
    if (first.charFormat().anchorNames().contains(headings.first().anchor)) return;  // prepared
    HandbookDocument::addHeadingAnchors(doc);
    // Table lines a third of the way from the page to the text: visible in light and dark.
    const QColor base = browser_->palette().color(QPalette::Base);
    const QColor text = browser_->palette().color(QPalette::Text);
    HandbookDocument::tidyTables(
        doc, QColor::fromRgbF(base.redF() + (text.redF() - base.redF()) / 3,
                              base.greenF() + (text.greenF() - base.greenF()) / 3,
                              base.blueF() + (text.blueF() - base.blueF()) / 3));
    fillContents();
    layoutColumn();
}

void HandbookWindow::fillContents() {
    contents_->clear();
    QTreeWidgetItem* section = nullptr;
    for (const HandbookDocument::Heading& h : HandbookDocument::headings(browser_->document())) {
        if (h.level < 2 || h.level > 3) continue;
        QTreeWidgetItem* item = h.level == 2 || section == nullptr ? new QTreeWidgetItem(contents_)
                                                                   : new QTreeWidgetItem(section);
        if (h.level == 2) section = item;
        item->setText(0, h.text);
        item->setToolTip(0, h.text);
        item->setData(0, kAnchorRole, h.anchor);
    }
    contents_->expandAll();
    markCurrentSection();
}

bool HandbookWindow::showSection(const QString& anchor) {
    for (const HandbookDocument::Heading& h : HandbookDocument::headings(browser_->document())) {
        if (h.anchor != anchor) continue;
        QUrl url = browser_->source();
        url.setFragment(anchor);
        browser_->setSource(url, QTextDocument::MarkdownResource);
        browser_->scrollToAnchor(anchor);
        return true;
    }
    return false;
}

int HandbookWindow::currentHeadingIndex() const {
    return headingAbove(browser_->verticalScrollBar()->value() + 2);
}

int HandbookWindow::headingAbove(qreal y) const {
    const QTextDocument* doc = browser_->document();
    int index = -1;
    int i = 0;
    for (const HandbookDocument::Heading& h : HandbookDocument::headings(doc)) {
        const QRectF r = doc->documentLayout()->blockBoundingRect(doc->findBlock(h.position));
        if (r.isNull() || r.top() > y) break;  // null: not laid out yet
        index = i++;
    }
    return index;
}

void HandbookWindow::markCurrentSection() {
    // The section being read: the heading above the upper third of the view (the last sections
    // cannot scroll to the top).
    const int at =
        headingAbove(browser_->verticalScrollBar()->value() + browser_->viewport()->height() / 3.0);
    const QList<HandbookDocument::Heading> headings =
        HandbookDocument::headings(browser_->document());
    const QSignalBlocker block(contents_);
    // The nearest "##" or "###" at or above that heading; none above the first "##".
    for (int i = std::min<int>(at, headings.size() - 1); i >= 0; --i) {
        const QString anchor = headings[i].anchor;
        for (QTreeWidgetItemIterator it(contents_); *it != nullptr; ++it) {
            if ((*it)->data(0, kAnchorRole).toString() != anchor) continue;
            contents_->setCurrentItem(*it);
            contents_->scrollToItem(*it);
            return;
        }
    }
    contents_->setCurrentItem(nullptr);
}

void HandbookWindow::layoutColumn() {
    // Changing the document can resize the viewport (a scroll bar comes or goes), which calls
    // this again: that call only asks for another round here, with the new width.
    if (layingOut_) {
        layoutAgain_ = true;
        return;
    }
    layingOut_ = true;
    QTextDocument* doc = browser_->document();
    for (int round = 0; round < 3; ++round) {
        layoutAgain_ = false;
        const qreal em = QFontInfo(doc->defaultFont()).pixelSize();
        const qreal available = browser_->viewport()->width();
        const qreal column = std::min(available - 2 * em, kColumnEms * em);
        const qreal side = std::max(em, (available - column) / 2);
        QTextFrameFormat format = doc->rootFrame()->frameFormat();
        if (!qFuzzyCompare(format.leftMargin(), side) ||
            !qFuzzyCompare(format.rightMargin(), side)) {
            format.setLeftMargin(side);
            format.setRightMargin(side);
            format.setTopMargin(em);
            format.setBottomMargin(2 * em);
            doc->rootFrame()->setFrameFormat(format);
        }
        HandbookDocument::fitImages(doc, available - 2 * side - 4);
        if (!layoutAgain_) break;
    }
    layingOut_ = false;
    markCurrentSection();
}

void HandbookWindow::applyFont() {
    QFont font = QApplication::font();
    font.setPointSizeF(std::max(font.pointSizeF() * kFontScale, kMinPointSize));
    browser_->setFont(font);
}

bool HandbookWindow::eventFilter(QObject* watched, QEvent* event) {
    if (watched == browser_->viewport() && event->type() == QEvent::Resize) layoutColumn();
    return QWidget::eventFilter(watched, event);
}

void HandbookWindow::changeEvent(QEvent* event) {
    switch (event->type()) {
        case QEvent::LanguageChange:
            retranslateUi();
            load();
            break;
        case QEvent::PaletteChange:  // the Markdown reader gives links the palette's colour
            if (!language_.isEmpty()) load();
            break;
        case QEvent::FontChange:  // presenter mode: larger text, the same column in ems
            applyFont();
            layoutColumn();
            break;
        default:
            break;
    }
    QWidget::changeEvent(event);
}

void HandbookWindow::retranslateUi() {
    setWindowTitle(tr("QueensLab Handbook"));
    toolBar_->setWindowTitle(tr("Navigation"));
    back_->setText(tr("Back"));
    back_->setToolTip(tr("Back to the place shown before"));
    forward_->setText(tr("Forward"));
    forward_->setToolTip(tr("Forward again"));
    home_->setText(tr("Home"));
    home_->setToolTip(tr("The beginning of the handbook"));
    contents_->setHeaderLabel(tr("Contents"));
}
