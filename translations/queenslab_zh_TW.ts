<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About QueensLab</source>
        <translation>關於 QueensLab</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>Watch and solve the N-Queens problem step by step.</source>
        <translation>逐步觀看並求解 N 皇后問題。</translation>
    </message>
    <message>
        <source>Licence: %1</source>
        <translation>授權條款：%1</translation>
    </message>
    <message>
        <source>Copyright (c) 2026 QueensLab developers</source>
        <translation>版權所有 (c) 2026 QueensLab 開發者</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>使用 Qt %1 建置，執行於 Qt %2。</translation>
    </message>
</context>
<context>
    <name>ActionToolTip</name>
    <message>
        <source>Space</source>
        <comment>name of the space bar in a shortcut</comment>
        <translation>空白鍵</translation>
    </message>
    <message>
        <source>Left</source>
        <comment>name of the left arrow key in a shortcut</comment>
        <translation>←</translation>
    </message>
    <message>
        <source>Right</source>
        <comment>name of the right arrow key in a shortcut</comment>
        <translation>→</translation>
    </message>
    <message>
        <source>Home</source>
        <comment>name of the Home key in a shortcut</comment>
        <translation>Home</translation>
    </message>
    <message>
        <source>End</source>
        <comment>name of the End key in a shortcut</comment>
        <translation>End</translation>
    </message>
    <message>
        <source>PgUp</source>
        <comment>name of the Page Up key in a shortcut</comment>
        <translation>PgUp</translation>
    </message>
    <message>
        <source>PgDown</source>
        <comment>name of the Page Down key in a shortcut</comment>
        <translation>PgDn</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>tool tip of an action: its name (its shortcut)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between two shortcuts</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>AlgorithmNames</name>
    <message>
        <source>Graph search: iterative deepening</source>
        <translation>迭代加深圖搜尋</translation>
    </message>
    <message>
        <source>CSP backtracking</source>
        <translation>CSP 回溯搜尋</translation>
    </message>
    <message>
        <source>Dancing Links (Algorithm X)</source>
        <translation>舞蹈鏈（X 演算法）</translation>
    </message>
    <message>
        <source>Depth-first search with a depth limit of 1, 2, 3, …: each pass starts again from the empty board and may go one row deeper than the last.</source>
        <translation>帶深度限制 1、2、3、… 的深度優先搜尋：每一輪都從空棋盤重新開始，並可比上一輪多走一列。</translation>
    </message>
    <message>
        <source>Each row is a variable whose domain is its free columns: pick the row with the fewest values left (MRV), prune the other domains after each queen (forward checking or arc consistency) and go back when a domain is wiped out.</source>
        <translation>每一列是一個變數，其值域是該列尚可用的欄：先選剩餘取值最少的列（最少剩餘值，MRV），每放一個皇后就修剪其他列的值域（前向檢驗或弧相容），某個值域被清空時回溯。</translation>
    </message>
    <message>
        <source>N-Queens as exact cover (each row and column once, each diagonal at most once), solved by Knuth&apos;s Algorithm X: cover the item with the fewest options, try each of them and uncover on the way back.</source>
        <translation>把 N 皇后化為精確覆蓋問題（每列每欄恰好一次，每條對角線至多一次），用 Knuth 的 X 演算法求解：覆蓋候選最少的項，逐一嘗試其候選，回溯時再解除覆蓋。</translation>
    </message>
    <message>
        <source>Backtracking</source>
        <translation>回溯法</translation>
    </message>
    <message>
        <source>Permutation brute force</source>
        <translation>全排列暴力搜尋</translation>
    </message>
    <message>
        <source>Bitmask backtracking</source>
        <translation>位元運算回溯</translation>
    </message>
    <message>
        <source>Graph search: depth-first</source>
        <translation>深度優先圖搜尋</translation>
    </message>
    <message>
        <source>Graph search: breadth-first</source>
        <translation>廣度優先圖搜尋</translation>
    </message>
    <message>
        <source>Symmetry-pruned backtracking</source>
        <translation>對稱剪枝回溯</translation>
    </message>
    <message>
        <source>Min-conflicts (queen swaps)</source>
        <translation>最小衝突（交換皇后）</translation>
    </message>
    <message>
        <source>Place one queen per row with record[row] = col; check each cell against the queens above it and go back when a row has no safe cell.</source>
        <translation>每列放一個皇后，以 record[row] = col 記錄；逐格檢查它與上方各列皇后是否衝突，某一列沒有安全的格子時就回溯。</translation>
    </message>
    <message>
        <source>Generate every permutation of the columns and check the diagonals of each full board: no pruning at all.</source>
        <translation>產生欄號的所有排列，對每個擺滿的棋盤檢查對角線：完全不剪枝。</translation>
    </message>
    <message>
        <source>Keep the attacked columns and diagonals in three bit masks; the free cells of a row are avail = all &amp; ~(cols | ld | rd).</source>
        <translation>用三個位元遮罩記錄受攻擊的欄和對角線；一列中的空閒格子為 avail = all &amp; ~(cols | ld | rd)。</translation>
    </message>
    <message>
        <source>Search the graph of partial boards with an OPEN stack and a CLOSED list.</source>
        <translation>用 OPEN 堆疊和 CLOSED 表對部分棋盤構成的圖進行深度優先搜尋。</translation>
    </message>
    <message>
        <source>Search the graph of partial boards level by level with an OPEN queue.</source>
        <translation>用 OPEN 佇列對部分棋盤構成的圖逐層進行廣度優先搜尋。</translation>
    </message>
    <message>
        <source>Search only the left half of the first row and derive the mirrored solutions.</source>
        <translation>只搜尋第一列的左半邊，鏡像解由對稱得出。</translation>
    </message>
    <message>
        <source>Start from a random permutation and swap queens while the number of collisions drops; restart when stuck.</source>
        <translation>從一個隨機排列出發，只要衝突數下降就交換皇后；陷入僵局時重新開始。</translation>
    </message>
    <message>
        <source>%1 supports N from 1 to %L2.</source>
        <translation>%1 支援的 N 為 1 到 %L2。</translation>
    </message>
    <message>
        <source>Hill climbing</source>
        <translation>爬山法</translation>
    </message>
    <message>
        <source>Simulated annealing</source>
        <translation>模擬退火</translation>
    </message>
    <message>
        <source>Min-conflicts (row moves)</source>
        <translation>最小衝突（列內移動）</translation>
    </message>
    <message>
        <source>Local beam search</source>
        <translation>局部束搜尋</translation>
    </message>
    <message>
        <source>Genetic algorithm</source>
        <translation>遺傳演算法</translation>
    </message>
    <message>
        <source>Start from a random board, one queen per row, and keep moving a queen within its row to lower h, the number of attacking pairs; stop when no move helps.</source>
        <translation>從隨機棋盤出發（每列一個皇后），不斷在列內移動皇后以降低攻擊對數 h；沒有移動能降低 h 時停止。</translation>
    </message>
    <message>
        <source>Move a random queen within its row; always take a better board, and a worse one with probability e^(−Δh/T) while the temperature T cools.</source>
        <translation>在列內隨機移動一個皇后；更好的棋盤一律接受，更差的以機率 e^(−Δh/T) 接受，同時溫度 T 逐漸降低。</translation>
    </message>
    <message>
        <source>Place the queens greedily, then repeatedly move a random attacked queen to the square of its row with the fewest conflicts.</source>
        <translation>先貪婪地放置皇后，然後反覆隨機選一個受攻擊的皇后，把它移到本列衝突最少的格子。</translation>
    </message>
    <message>
        <source>Keep k boards; from all their successors keep the best k, until one of them is a solution.</source>
        <translation>保留 k 個棋盤；從它們的所有後繼中保留最好的 k 個，直到其中之一是解。</translation>
    </message>
    <message>
        <source>Breed a population of boards: pick parents in proportion to their fitness (non-attacking pairs), cross them at a random row and mutate a gene now and then.</source>
        <translation>培育一個棋盤族群：依適應度（互不攻擊的皇后對數）按比例選擇親代，在隨機的一列處交叉，偶爾突變一個基因。</translation>
    </message>
</context>
<context>
    <name>AnimateCommand</name>
    <message>
        <source>draw a range of a search&apos;s steps as an animated GIF or PNG frames</source>
        <translation>把一次搜尋中的一段步驟繪製成 GIF 動畫或 PNG 影格序列</translation>
    </message>
    <message>
        <source>%1 must be an integer from 0 to %2; got &apos;%3&apos;</source>
        <translation>%1 必須是 0 到 %2 之間的整數；收到的值為「%3」</translation>
    </message>
    <message>
        <source>Runs one search algorithm on an N x N board, as `trace` does (steps numbered from 0), and draws the steps A to B-1 as B-A frames: frame k shows the board after step A+k with the cells of that step marked. Defaults: --from 0, --to the end of the run or A+%1, whichever comes first; at most %2 frames. A name ending in .gif gets one looping GIF; any other name is a directory of frame-0001.png, frame-0002.png, ... (created if missing). Exit code 0: written; 2: bad usage or input, or the write failed (e.g. a full disk). Nothing is left behind after a failure.</source>
        <translation>如同 `trace`，在 N x N 棋盤上執行一種搜尋演算法（步驟從 0 開始編號），並把第 A 步到第 B-1 步繪製成 B-A 個影格：第 k 個影格顯示第 A+k 步之後的棋盤，並標出該步涉及的格子。預設值：--from 為 0；--to 為執行結束處與 A+%1 中較早的一個；最多 %2 個影格。以 .gif 結尾的名稱會產生一個循環播放的 GIF；其他名稱都視為目錄，其中存放 frame-0001.png、frame-0002.png……（目錄不存在時會自動建立）。結束代碼 0：已寫入；2：用法或輸入有誤，或寫入失敗（例如磁碟已滿）。失敗後不會留下任何檔案或目錄。</translation>
    </message>
    <message>
        <source>Board size (a positive integer).</source>
        <translation>棋盤大小（正整數）。</translation>
    </message>
    <message>
        <source>Search algorithm, one of: %1.</source>
        <translation>搜尋演算法，可選：%1。</translation>
    </message>
    <message>
        <source>Random seed for min-conflicts (default 1).</source>
        <translation>min-conflicts 的亂數種子（預設為 1）。</translation>
    </message>
    <message>
        <source>The search stops at its first solution.</source>
        <translation>搜尋在找到第一個解時停止。</translation>
    </message>
    <message>
        <source>The first step drawn (default 0).</source>
        <translation>繪製的第一步（預設為 0）。</translation>
    </message>
    <message>
        <source>The step after the last one drawn (default: see above).</source>
        <translation>繪製的最後一步的下一步（預設值見上文）。</translation>
    </message>
    <message>
        <source>A .gif file, or a directory for numbered PNG frames.</source>
        <translation>一個 .gif 檔案，或存放編號 PNG 影格的目錄。</translation>
    </message>
    <message>
        <source>--algorithm is missing; choose one of: %1</source>
        <translation>缺少 --algorithm；可選：%1</translation>
    </message>
    <message>
        <source>--to must be greater than --from; got --from %1 --to %2</source>
        <translation>--to 必須大於 --from；收到的值為 --from %1 --to %2</translation>
    </message>
    <message>
        <source>steps %1 to %2 would be %3 frames; an animation has at most %4: choose a shorter range</source>
        <translation>第 %1 步到第 %2 步共 %3 個影格；動畫最多 %4 個影格：請選擇更短的範圍</translation>
    </message>
    <message>
        <source>the %1 run for N = %2 has %3 steps (0 to %4); --%5 %6 is beyond it</source>
        <translation>%1 演算法在 N = %2 時的執行共有 %3 步（第 0 到 %4 步）；--%5 %6 超出了範圍</translation>
    </message>
    <message>
        <source>cannot create the directory &apos;%1&apos;</source>
        <translation>無法建立目錄「%1」</translation>
    </message>
    <message>
        <source>%1 search</source>
        <translation>%1搜尋</translation>
    </message>
    <message>
        <source>replaying %1 of %2 steps (no frame written)</source>
        <translation>重播了 %2 步中的 %1 步（尚未寫入任何影格）</translation>
    </message>
    <message>
        <source>%1 of %2 frames drawn</source>
        <translation>繪製了 %2 個影格中的 %1 個</translation>
    </message>
    <message>
        <source>&quot;Step k of m&quot; under each frame, numbered as the GUI numbers steps (the board after step A is step A+1; m is the number of steps replayed): on (default) or off.</source>
        <translation>在每個影格下方顯示「第 k 步，共 m 步」，編號方式與圖形介面相同（第 A 步之後的棋盤是第 A+1 步；m 是重播的步數）：on（預設）或 off。</translation>
    </message>
    <message>
        <source>The sentence that describes the step under each frame, as the GUI shows it under the board, in the language of the locale: on (default) or off.</source>
        <translation>在每個影格下方顯示描述該步的句子，與圖形介面在棋盤下方顯示的相同，使用地區設定的語言：on（預設）或 off。</translation>
    </message>
</context>
<context>
    <name>AnimationExportDialog</name>
    <message>
        <source>Export animation</source>
        <translation>匯出動畫</translation>
    </message>
    <message>
        <source>Stop the export; what it wrote so far is removed.</source>
        <translation>停止匯出；已寫入的內容將被刪除。</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>匯出(&amp;E)…</translation>
    </message>
    <message>
        <source>The first frame shows the board after this many steps.</source>
        <translation>第一個影格顯示執行該步數之後的棋盤。</translation>
    </message>
    <message>
        <source>The last frame shows the board after this many steps.</source>
        <translation>最後一個影格顯示執行該步數之後的棋盤。</translation>
    </message>
    <message>
        <source>Animated GIF</source>
        <translation>GIF 動畫</translation>
    </message>
    <message>
        <source>Numbered PNG frames (a folder)</source>
        <translation>編號的 PNG 影格（資料夾）</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>How long each frame is shown (GIF: rounded to 1/100 s).</source>
        <translation>每個影格顯示的時間長度（GIF：四捨五入到 1/100 秒）。</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>淺色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>None</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Chess (a–h, 1–8)</source>
        <translation>西洋棋（a–h，1–8）</translation>
    </message>
    <message>
        <source>0-based (as in the pseudo-code)</source>
        <translation>從 0 開始（與虛擬碼一致）</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步驟</translation>
    </message>
    <message>
        <source>&amp;From step:</source>
        <translation>起始步(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;To step:</source>
        <translation>結束步(&amp;T)：</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>輸出</translation>
    </message>
    <message>
        <source>&amp;Save as:</source>
        <translation>儲存為(&amp;S)：</translation>
    </message>
    <message>
        <source>Frame &amp;delay:</source>
        <translation>影格延遲(&amp;d)：</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>寬度(&amp;W)：</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>主題(&amp;h)：</translation>
    </message>
    <message>
        <source>C&amp;oordinates:</source>
        <translation>座標(&amp;o)：</translation>
    </message>
    <message>
        <source>The run has no steps to export yet.</source>
        <translation>本次執行還沒有可匯出的步驟。</translation>
    </message>
    <message>
        <source>The first step comes after the last one.</source>
        <translation>起始步在結束步之後。</translation>
    </message>
    <message>
        <source>At most %L1 frames per animation: choose a shorter range.</source>
        <translation>每個動畫最多 %L1 個影格：請選擇較短的範圍。</translation>
    </message>
    <message>
        <source>Frames: %L1</source>
        <translation>影格數：%L1</translation>
    </message>
    <message>
        <source>queens-%1-steps-%2-%3</source>
        <comment>file name; %1 is N, %2..%3 the steps</comment>
        <translation>%1皇后-第%2至%3步</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation>GIF 動畫 (*.gif)</translation>
    </message>
    <message>
        <source>Folder for the PNG frames</source>
        <translation>存放 PNG 影格的資料夾</translation>
    </message>
    <message>
        <source>No run to take the steps from.</source>
        <translation>沒有可供取得步驟的執行。</translation>
    </message>
    <message>
        <source>Steps %L1 to %L2 are no longer available in the run&apos;s timeline.</source>
        <translation>本次執行的時間軸中已不再有第 %L1 到 %L2 步。</translation>
    </message>
    <message>
        <source>Exporting… (frames: %L1)</source>
        <translation>正在匯出……（影格數：%L1）</translation>
    </message>
    <message>
        <source>Saved %1 (frames: %L2).</source>
        <translation>已儲存 %1（影格數：%L2）。</translation>
    </message>
    <message>
        <source>The frame delay must be %L1 to %L2 ms.</source>
        <translation>影格延遲必須為 %L1 到 %L2 毫秒。</translation>
    </message>
    <message>
        <source>The width must be %L1 to %L2 pixels.</source>
        <translation>寬度必須為 %L1 到 %L2 像素。</translation>
    </message>
    <message>
        <source>Step n&amp;umber under each frame</source>
        <translation>每個影格下方顯示步數(&amp;u)</translation>
    </message>
    <message>
        <source>&quot;Step k of m&quot;: k is the step the frame shows, m the last step of the run.</source>
        <translation>「第 k 步，共 m 步」：k 是該影格顯示的步驟，m 是這次執行的最後一步。</translation>
    </message>
    <message>
        <source>Capt&amp;ion under each frame</source>
        <translation>每個影格下方顯示說明(&amp;i)</translation>
    </message>
    <message>
        <source>The sentence the main window shows under the board for that step.</source>
        <translation>主視窗在棋盤下方為該步顯示的那句說明。</translation>
    </message>
</context>
<context>
    <name>AnimationExporter</name>
    <message>
        <source>the step range is empty: choose at least one step</source>
        <translation>步驟範圍為空：請至少選擇一步</translation>
    </message>
    <message>
        <source>%1 steps are too many for an animation: at most %2 frames; choose a shorter step range</source>
        <translation>%1 步對動畫來說太多：最多 %2 個影格；請選擇更短的步驟範圍</translation>
    </message>
    <message>
        <source>the board is empty</source>
        <translation>棋盤為空</translation>
    </message>
    <message>
        <source>the frame width must be %1 to %2 pixels; got %3</source>
        <translation>影格寬度必須為 %1 到 %2 像素；收到的值為 %3</translation>
    </message>
    <message>
        <source>a GIF frame can be at most %1 pixels high</source>
        <translation>GIF 影格的高度最多為 %1 像素</translation>
    </message>
    <message>
        <source>no output given: give a .gif file or a directory</source>
        <translation>未指定輸出：請指定一個 .gif 檔案或一個目錄</translation>
    </message>
    <message>
        <source>cannot write to the directory &quot;%1&quot;: permission denied</source>
        <translation>無法寫入目錄「%1」：權限不足</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a file: give a directory for PNG frames or a file name ending in .gif</source>
        <translation>「%1」是一個檔案：請為 PNG 影格指定一個目錄，或指定以 .gif 結尾的檔名</translation>
    </message>
    <message>
        <source>unknown file type &quot;.%1&quot;: give a directory for PNG frames or a file name ending in .gif</source>
        <translation>未知的檔案類型「.%1」：請為 PNG 影格指定一個目錄，或指定以 .gif 結尾的檔名</translation>
    </message>
    <message>
        <source>the directory &quot;%1&quot; does not exist</source>
        <translation>目錄「%1」不存在</translation>
    </message>
    <message>
        <source>step %1 of the range does not fit the board: %2</source>
        <translation>範圍內的第 %1 步與棋盤不符：%2</translation>
    </message>
    <message>
        <source>frame %1 could not be drawn</source>
        <translation>無法繪製第 %1 個影格</translation>
    </message>
    <message>
        <source>frame %1 could not be encoded as PNG</source>
        <translation>無法將第 %1 個影格編碼為 PNG</translation>
    </message>
    <message>
        <source>not enough memory for the animation: choose a smaller frame width or fewer steps</source>
        <translation>記憶體不足，無法產生動畫：請選擇較小的影格寬度或較少的步數</translation>
    </message>
    <message>
        <source>the animation could not be written because of an internal error</source>
        <translation>由於內部錯誤，無法寫入動畫</translation>
    </message>
    <message>
        <source>cannot create a temporary folder in &quot;%1&quot;: %2</source>
        <translation>無法在「%1」中建立暫存資料夾：%2</translation>
    </message>
    <message>
        <source>cannot create a temporary folder in &quot;%1&quot;</source>
        <translation>無法在「%1」中建立暫存資料夾</translation>
    </message>
    <message>
        <source>could not move &quot;%1&quot; to &quot;%2&quot;: %3</source>
        <translation>無法將「%1」移動到「%2」：%3</translation>
    </message>
</context>
<context>
    <name>BoardExporter</name>
    <message>
        <source>Queens placed: %1 of %2, on a %2 x %2 board. Drawn by QueensLab.</source>
        <translation>已放置 %1 個皇后（共 %2 個），棋盤大小為 %2 x %2。由 QueensLab 繪製。</translation>
    </message>
    <message>
        <source>QueensLab board, N = %1</source>
        <translation>QueensLab 棋盤，N = %1</translation>
    </message>
    <message>
        <source>not enough memory for an image of %1 x %2 pixels</source>
        <translation>記憶體不足，無法產生 %1 x %2 像素的影像</translation>
    </message>
    <message>
        <source>could not start the SVG drawing</source>
        <translation>無法開始繪製 SVG</translation>
    </message>
    <message>
        <source>could not start the PDF page</source>
        <translation>無法開始繪製 PDF 頁面</translation>
    </message>
</context>
<context>
    <name>BoardFile</name>
    <message>
        <source>the file is larger than %1</source>
        <translation>檔案大於 %1</translation>
    </message>
    <message>
        <source>it is not a text file: it holds binary data</source>
        <translation>這不是純文字檔，其中含有二進位資料</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>檔案為空</translation>
    </message>
    <message>
        <source>the file holds no columns</source>
        <translation>檔案中沒有任何欄號</translation>
    </message>
    <message>
        <source>it has more rows than the board shows (at most %L1)</source>
        <translation>列數超出棋盤能顯示的範圍（最多 %L1 列）</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation>無法開啟 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot open a board: no file name given.</source>
        <translation>無法開啟棋盤：未指定檔名。</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>檔案不存在</translation>
    </message>
    <message>
        <source>it is a folder, not a board file</source>
        <translation>這是一個資料夾，不是棋盤檔案</translation>
    </message>
    <message>
        <source>the file is too large (%1); a board file holds at most %2</source>
        <translation>檔案太大（%1）；棋盤檔案最大為 %2</translation>
    </message>
    <message>
        <source>Cannot save %1: %2.</source>
        <translation>無法儲存 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot save the board: no file name given.</source>
        <translation>無法儲存棋盤：未指定檔名。</translation>
    </message>
    <message>
        <source>the board could not be written</source>
        <translation>無法寫入棋盤</translation>
    </message>
</context>
<context>
    <name>BoardFileController</name>
    <message>
        <source>&amp;Open board…</source>
        <translation>開啟棋盤(&amp;O)…</translation>
    </message>
    <message>
        <source>Show a board saved as a text file: the column of each row, &quot;.&quot; for an empty row.</source>
        <translation>顯示儲存為純文字檔的棋盤：檔案依序列出每一列皇后所在的欄，空列以 &quot;.&quot; 表示。</translation>
    </message>
    <message>
        <source>&amp;Save board…</source>
        <translation>儲存棋盤(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the board shown as a text file: the column of each row, one row per line.</source>
        <translation>將目前顯示的棋盤儲存為純文字檔：每列一行，寫出該列皇后所在的欄。</translation>
    </message>
    <message>
        <source>Open board</source>
        <translation>開啟棋盤</translation>
    </message>
    <message>
        <source>Showing the board of %1 (N = %L2): step back to see the queens placed; change the problem to search again.</source>
        <translation>正在顯示 %1 中的棋盤（N = %L2）：按「上一步」可檢視皇后逐一放置的過程；修改問題即可重新搜尋。</translation>
    </message>
    <message>
        <source>Save board</source>
        <translation>儲存棋盤</translation>
    </message>
    <message>
        <source>Saved the board (N = %L1) to %2.</source>
        <translation>已將棋盤（N = %L1）儲存到 %2。</translation>
    </message>
    <message>
        <source>Board files (*.txt);;All files (*)</source>
        <translation>棋盤檔案 (*.txt);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>board-%1.txt</source>
        <comment>file name of a saved board; %1 is N</comment>
        <translation>%1皇后-棋盤.txt</translation>
    </message>
    <message>
        <source>Board files (*.txt)</source>
        <translation>棋盤檔案 (*.txt)</translation>
    </message>
</context>
<context>
    <name>BoardImageRenderer</name>
    <message>
        <source>the board size must be from 1 to %1; got %2</source>
        <translation>棋盤大小必須在 1 到 %1 之間；收到的值為 %2</translation>
    </message>
    <message>
        <source>the image width must be from %1 to %2 pixels; got %3</source>
        <translation>影像寬度必須在 %1 到 %2 像素之間；收到的值為 %3</translation>
    </message>
    <message>
        <source>the placement has %1 rows for a board of %2</source>
        <translation>擺放有 %1 列，但棋盤大小為 %2</translation>
    </message>
    <message>
        <source>row %1: column %2 is off the board (0 to %3, or -1 for an empty row)</source>
        <translation>第 %1 列：欄號 %2 超出棋盤範圍（應為 0 到 %3，空列以 -1 表示）</translation>
    </message>
    <message>
        <source>the registers panel needs a board of at most %1 columns; got %2</source>
        <translation>暫存器面板要求棋盤最多 %1 欄；收到的值為 %2</translation>
    </message>
    <message>
        <source>the marked cell (%1, %2) is off the board</source>
        <translation>標記的格子 (%1, %2) 超出棋盤範圍</translation>
    </message>
</context>
<context>
    <name>BoardLegend</name>
    <message>
        <source>A value still in its row&apos;s domain (dot)</source>
        <translation>仍在該列值域中的值（圓點）</translation>
    </message>
    <message>
        <source>Removed by forward checking: a queen attacks it (cross)</source>
        <translation>被前向檢驗刪去：有皇后攻擊它（叉號）</translation>
    </message>
    <message>
        <source>Removed by arc consistency: no value of another row is compatible (ringed cross)</source>
        <translation>被弧相容刪去：另一列沒有與它相容的值（帶圈叉號）</translation>
    </message>
    <message>
        <source>A wipe-out: a row with no value left (red band)</source>
        <translation>值域清空：某列已沒有可用的值（紅色橫條）</translation>
    </message>
    <message>
        <source>A queen</source>
        <translation>皇后</translation>
    </message>
    <message>
        <source>A queen that another queen attacks</source>
        <translation>受其他皇后攻擊的皇后</translation>
    </message>
    <message>
        <source>An empty square that a queen attacks (hatched)</source>
        <translation>受皇后攻擊的空格（斜紋）</translation>
    </message>
    <message>
        <source>The row of the current step (band)</source>
        <translation>目前這一步所在的列（橫條）</translation>
    </message>
    <message>
        <source>The square being examined (outline)</source>
        <translation>正在檢查的格子（外框）</translation>
    </message>
    <message>
        <source>A queen just placed (filled square)</source>
        <translation>剛放下的皇后（填色格子）</translation>
    </message>
    <message>
        <source>The lines that a queen just placed or swapped attacks (arrows)</source>
        <translation>剛放下或剛交換的皇后所攻擊的線（箭頭）</translation>
    </message>
    <message>
        <source>A queen just taken off (filled square)</source>
        <translation>剛拿走的皇后（填色格子）</translation>
    </message>
    <message>
        <source>Rejected: a queen in the same column (cross)</source>
        <translation>排除：同一欄已有皇后（叉號）</translation>
    </message>
    <message>
        <source>Rejected: a queen on the same \ diagonal (cross)</source>
        <translation>排除：同一條對角線（\）上已有皇后（叉號）</translation>
    </message>
    <message>
        <source>Rejected: a queen on the same / diagonal (cross)</source>
        <translation>排除：同一條反對角線（/）上已有皇后（叉號）</translation>
    </message>
    <message>
        <source>Rejected: its bit is not set in avail (cross)</source>
        <translation>排除：它在 avail 中對應的位元為 0（叉號）</translation>
    </message>
    <message>
        <source>Skipped: the mirror image covers it (cross)</source>
        <translation>跳過：由鏡像解得出（叉號）</translation>
    </message>
    <message>
        <source>Register bit: a free square</source>
        <translation>暫存器位元：空閒的格子</translation>
    </message>
    <message>
        <source>Register bit: an attacked square</source>
        <translation>暫存器位元：受攻擊的格子</translation>
    </message>
    <message>
        <source>Register bit: the square chosen next</source>
        <translation>暫存器位元：下一個選中的格子</translation>
    </message>
    <message>
        <source>A swap that is made: where the two queens go (dashed outline)</source>
        <translation>會執行的交換：兩個皇后將去的位置（虛線框）</translation>
    </message>
    <message>
        <source>A swap that is not made (dashed outline)</source>
        <translation>不執行的交換（虛線框）</translation>
    </message>
    <message>
        <source>Two queens just swapped (outline)</source>
        <translation>剛交換的兩個皇后（外框）</translation>
    </message>
    <message>
        <source>A solution (tinted squares, frame)</source>
        <translation>一個解（著色的格子與外框）</translation>
    </message>
    <message>
        <source>A queen just moved within its row: its old square dotted, its new one outlined</source>
        <translation>剛在本列內移動的皇后：原來的格子用點線，新格子加框</translation>
    </message>
    <message>
        <source>A move judged and taken: the square the queen goes to (dashed outline)</source>
        <translation>經評估並採用的移動：皇后要去的格子（虛線框）</translation>
    </message>
    <message>
        <source>A move judged and not taken (outline)</source>
        <translation>經評估但未採用的移動（框）</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>No board</source>
        <translation>沒有棋盤</translation>
    </message>
</context>
<context>
    <name>BreakpointPanel</name>
    <message>
        <source>k = </source>
        <comment>prefix of the number k of a breakpoint</comment>
        <translation>k = </translation>
    </message>
    <message>
        <source>Depth k</source>
        <translation>深度 k</translation>
    </message>
    <message>
        <source>Collisions k: stop at the next full board with at most k collisions (0: a solution)</source>
        <translation>衝突數 k：在下一個衝突數不超過 k 的完整棋盤處停止（0 表示一個解）</translation>
    </message>
    <message>
        <source>Collisions k</source>
        <translation>衝突數 k</translation>
    </message>
    <message>
        <source>Depth k: stop when the search places its k-th queen (k queens on the board, on rows 0 to k − 1: rows are counted from 0)</source>
        <translation>深度 k：搜尋放下第 k 個皇后時停止（棋盤上有 k 個皇后，位於第 0 至 k − 1 列：列號從 0 開始）</translation>
    </message>
</context>
<context>
    <name>ChartsPanel</name>
    <message>
        <source>Nodes per depth (cells tried)</source>
        <translation>各深度的節點數（嘗試的格子數）</translation>
    </message>
    <message>
        <source>Cells tried</source>
        <translation>嘗試的格子數</translation>
    </message>
    <message>
        <source>Cells tried</source>
        <comment>short axis title</comment>
        <translation>嘗試格數</translation>
    </message>
    <message>
        <source>Row (%L1 rows per bar)</source>
        <translation>列（每柱 %L1 列）</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Solutions found over steps</source>
        <translation>找到的解數隨步數的變化</translation>
    </message>
    <message>
        <source>Solutions</source>
        <comment>short axis title</comment>
        <translation>解數</translation>
    </message>
    <message>
        <source>Collisions over steps</source>
        <translation>衝突數隨步數的變化</translation>
    </message>
    <message>
        <source>Collisions + 1 (log scale)</source>
        <comment>1 is added so that 0 collisions can be drawn</comment>
        <translation>衝突數 + 1（對數刻度）</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重新開始</translation>
    </message>
    <message>
        <source>Collisions + 1</source>
        <comment>short axis title of a log scale</comment>
        <translation>衝突數 + 1</translation>
    </message>
    <message>
        <source>Step (billions)</source>
        <translation>步數（十億）</translation>
    </message>
    <message>
        <source>Step (millions)</source>
        <translation>步數（百萬）</translation>
    </message>
    <message>
        <source>Step (thousands)</source>
        <translation>步數（千）</translation>
    </message>
    <message>
        <source>Step</source>
        <comment>short axis title</comment>
        <translation>步數</translation>
    </message>
</context>
<context>
    <name>ClassroomController</name>
    <message>
        <source>&amp;Puzzle mode</source>
        <translation>解謎模式(&amp;P)</translation>
    </message>
    <message>
        <source>Place and remove queens yourself; ask for a check or a hint.</source>
        <translation>自行放置與移除皇后；可以要求檢查或提示。</translation>
    </message>
    <message>
        <source>Predict the &amp;next step</source>
        <translation>預測下一步(&amp;n)</translation>
    </message>
    <message>
        <source>Click where the search will put its next queen, then see it.</source>
        <translation>點選搜尋將放置下一個皇后的位置，然後查看結果。</translation>
    </message>
    <message>
        <source>&amp;Compare two runs…</source>
        <translation>比較兩次執行…(&amp;C)</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>解謎</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>搜尋樹</translation>
    </message>
    <message>
        <source>&amp;Classroom</source>
        <translation>課堂(&amp;C)</translation>
    </message>
    <message>
        <source>Puzzle mode: click a square to place or move a row&apos;s queen; arrows and Space work too.</source>
        <translation>解謎模式：點選格子即可放置或移動該列的皇后；也可以使用方向鍵和空白鍵。</translation>
    </message>
    <message>
        <source>Puzzle mode is off: the board shows the search again.</source>
        <translation>解謎模式已關閉：棋盤重新顯示搜尋過程。</translation>
    </message>
    <message>
        <source>Prediction off: %1 of %2 right.</source>
        <translation>預測已關閉：%2 次中猜對 %1 次。</translation>
    </message>
    <message>
        <source>%1 works on boards up to N = %L2; this puzzle has N = %L3.</source>
        <translation>%1 只能處理 N ≤ %L2 的棋盤；這個謎題的 N = %L3。</translation>
    </message>
</context>
<context>
    <name>CliArguments</name>
    <message>
        <source>N must be a positive integer; got &apos;%1&apos;</source>
        <translation>N 必須是正整數；收到的值為「%1」</translation>
    </message>
    <message>
        <source>%1 must be a positive integer; got &apos;%2&apos;</source>
        <translation>%1 必須是正整數；收到的值為「%2」</translation>
    </message>
    <message>
        <source>--seed must be an integer from 0 to %1; got &apos;%2&apos;</source>
        <translation>--seed 必須是 0 到 %1 之間的整數；收到的值為「%2」</translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos;; choose one of: %2</source>
        <translation>未知的演算法「%1」；可選：%2</translation>
    </message>
    <message>
        <source>N is too large for %1 (at most %2); got &apos;%3&apos;</source>
        <translation>N 對 %1 來說太大（最多 %2）；收到的值為「%3」</translation>
    </message>
    <message>
        <source>%1 must be at most %2; got &apos;%3&apos;</source>
        <translation>%1 最多為 %2；收到的值為「%3」</translation>
    </message>
    <message>
        <source>%1 must be an integer from %2 to %3; got &apos;%4&apos;</source>
        <translation>%1 必須是 %2 到 %3 之間的整數；收到的值為「%4」</translation>
    </message>
    <message>
        <source>%1 must be a number such as 0.5 or 1e-3; got &apos;%2&apos;</source>
        <translation>%1 必須是數字，例如 0.5 或 1e-3；收到的值為「%2」</translation>
    </message>
</context>
<context>
    <name>CliCommand</name>
    <message>
        <source>numbers must not be negative; got -%1</source>
        <translation>數字不能為負；收到的值為 -%1</translation>
    </message>
    <message>
        <source>%1 (see &apos;queenslab-cli %2 --help&apos;)</source>
        <translation>%1（請參閱「queenslab-cli %2 --help」）</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>用法：%1</translation>
    </message>
    <message>
        <source>%1 is missing (see &apos;queenslab-cli %2 --help&apos;)</source>
        <translation>缺少 %1（請參閱「queenslab-cli %2 --help」）</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多餘的引數「%1」</translation>
    </message>
</context>
<context>
    <name>CliDispatcher</name>
    <message>
        <source>missing command; choose one of: %1 (see --help)</source>
        <translation>缺少命令；可選：%1（請參閱 --help）</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; before the command; choose one of: %2 (see --help)</source>
        <translation>命令之前出現未知的選項「%1」；可選命令：%2（請參閱 --help）</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; choose one of: %2</source>
        <translation>未知的命令「%1」；可選：%2</translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation>內部錯誤：%1</translation>
    </message>
    <message>
        <source>Usage: queenslab-cli COMMAND [arguments] [options]

Solves, verifies, counts, lists and traces the N-Queens problem, exports
boards as images (PNG, SVG, PDF), handouts of all fundamental solutions (PDF)
and animations of a run (GIF or PNG frames), and checks lesson files.

Commands:
</source>
        <translation>用法：queenslab-cli COMMAND [arguments] [options]

求解、驗證、統計、列出和追蹤 N 皇后問題，可匯出
棋盤影像（PNG、SVG、PDF）、包含所有基本解的講義（PDF）
以及一次執行的動畫（GIF 或 PNG 影格），還能檢查課程檔案。

命令：
</translation>
    </message>
    <message>
        <source>
Run &apos;queenslab-cli COMMAND --help&apos; for the arguments of a command.
Rows and columns are numbered from 0.
Exit codes: 0 success, 1 the answer is no (not a solution, no solution exists), 2 bad usage or input or the output cannot be written (e.g. a full disk), 3 internal error, 130 interrupted (Ctrl-C).
</source>
        <translation>
執行「queenslab-cli COMMAND --help」查看某個命令的引數。
列和欄都從 0 開始編號。
結束代碼：0 成功；1 答案為否（不是解，或解不存在）；2 用法或輸入有誤，或無法寫入輸出（例如磁碟已滿）；3 內部錯誤；130 被中斷（Ctrl-C）。
</translation>
    </message>
</context>
<context>
    <name>CliMain</name>
    <message>
        <source>cannot open the standard streams</source>
        <translation>無法開啟標準輸入輸出串流</translation>
    </message>
    <message>
        <source>cannot write the output: %1</source>
        <translation>無法寫入輸出：%1</translation>
    </message>
</context>
<context>
    <name>CompareChart</name>
    <message>
        <source>Left</source>
        <translation>左側</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>右側</translation>
    </message>
    <message>
        <source>Cells tried over steps</source>
        <translation>嘗試的格子數隨步數的變化</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步數</translation>
    </message>
    <message>
        <source>Cells tried</source>
        <translation>嘗試的格子數</translation>
    </message>
    <message>
        <source>%1: solutions</source>
        <comment>legend: the run&apos;s name</comment>
        <translation>%1：解</translation>
    </message>
    <message>
        <source>Swaps evaluated</source>
        <translation>評估交換次數</translation>
    </message>
    <message>
        <source>Swaps evaluated over steps</source>
        <translation>評估交換次數隨步數的變化</translation>
    </message>
    <message>
        <source>Work over steps, each run in its own measure</source>
        <translation>工作量隨步數的變化（各次執行用各自的度量）</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>axis title: the left run&apos;s measure / the right run&apos;s measure</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>legend: the run&apos;s name: its measure (cells tried, ...)</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>移動次數</translation>
    </message>
    <message>
        <source>Generations</source>
        <translation>世代數</translation>
    </message>
    <message>
        <source>Moves over steps</source>
        <translation>移動次數隨步數的變化</translation>
    </message>
    <message>
        <source>Generations over steps</source>
        <translation>世代數隨步數的變化</translation>
    </message>
</context>
<context>
    <name>CompareCounts</name>
    <message>
        <source>Events recorded for playback up to the cursor. Each algorithm records its own kinds of events (bitmask backtracking also records every register update), so the step number is not the work done: compare the counts below.</source>
        <translation>到目前位置為止為播放記錄的事件數。每種演算法記錄的事件種類不同（位元運算回溯還會記錄每次暫存器更新），所以步數並不代表所做的工作量：請比較下面的計數。</translation>
    </message>
    <message>
        <source>Only free cells: avail = all &amp; ~(cols | ld | rd) removes every attacked column at once, so every cell tried is safe and gets a queen.</source>
        <translation>只嘗試空閒格子：avail = all &amp; ~(cols | ld | rd) 一次就去掉所有受攻擊的欄，所以嘗試的每個格子都是安全的，都會放上皇后。</translation>
    </message>
    <message>
        <source>Unused columns taken while building every permutation: no diagonal is checked until the board is full.</source>
        <translation>建構每個排列時取用的未用欄：棋盤放滿之前不檢查任何對角線。</translation>
    </message>
    <message>
        <source>Cells examined while expanding a board taken from OPEN: each is checked against the queens of that board.</source>
        <translation>擴展從 OPEN 中取出的棋盤時檢查的格子：每個格子都要與該棋盤上的皇后逐一比對。</translation>
    </message>
    <message>
        <source>Cells examined as in backtracking, but row 0 tries only its left half: the mirror images are never searched.</source>
        <translation>與回溯法一樣檢查格子，但第 0 列只嘗試左半邊：鏡像棋盤從不搜尋。</translation>
    </message>
    <message>
        <source>Cells examined: in every row the search tries the columns from left to right and checks each against the queens above it.</source>
        <translation>檢查過的格子：在每一列中，搜尋從左到右嘗試各欄，並把每個格子與上方的皇后逐一比對。</translation>
    </message>
    <message>
        <source>The nodes of the search tree: the same partial boards backtracking builds. Every cell tried gets a queen, so this equals Cells tried.</source>
        <translation>搜尋樹的節點：與回溯法建構的部分棋盤相同。嘗試的每個格子都會放上皇后，所以它等於「嘗試的格子數」。</translation>
    </message>
    <message>
        <source>Queens put down while building permutations, attacked or not: every cell tried gets one.</source>
        <translation>建構排列時放下的皇后，不論是否受攻擊：嘗試的每個格子都放一個。</translation>
    </message>
    <message>
        <source>Boards added to OPEN: each cell tried that no queen attacks makes a new board with one more queen.</source>
        <translation>加入 OPEN 的棋盤：每個不受任何皇后攻擊的嘗試格子都會產生一個多一個皇后的新棋盤。</translation>
    </message>
    <message>
        <source>Safe cells that got a queen: the nodes of the search tree (partial boards with no attack).</source>
        <translation>放上皇后的安全格子：即搜尋樹的節點（沒有互相攻擊的部分棋盤）。</translation>
    </message>
    <message>
        <source>Does not apply: bitmask backtracking never rejects a cell. It only enumerates the free ones (avail), so an attacked cell is never tried.</source>
        <translation>不適用：位元運算回溯從不排除格子。它只列舉空閒的格子（avail），所以受攻擊的格子根本不會被嘗試。</translation>
    </message>
    <message>
        <source>Full boards refused because two queens share a diagonal: the only check brute force makes.</source>
        <translation>因兩個皇后在同一條對角線上而被否決的完整棋盤：這是暴力搜尋唯一的檢查。</translation>
    </message>
    <message>
        <source>Cells refused because a queen above attacks them, and one for each row whose right half the symmetry skips.</source>
        <translation>因受上方皇后攻擊而被排除的格子；另外每有一列的右半邊因對稱被跳過，就再加一。</translation>
    </message>
    <message>
        <source>Cells tried and refused because a queen of the board attacks them.</source>
        <translation>嘗試後因受該棋盤上的皇后攻擊而被排除的格子。</translation>
    </message>
    <message>
        <source>Cells tried and refused because a queen above attacks them (same column or diagonal).</source>
        <translation>嘗試後因受上方皇后攻擊（同欄或同對角線）而被排除的格子。</translation>
    </message>
    <message>
        <source>Does not apply: brute force never goes back because of a conflict; it only moves on to the next permutation.</source>
        <translation>不適用：暴力搜尋從不因衝突而回退，它只是換到下一個排列。</translation>
    </message>
    <message>
        <source>Does not apply: graph search never goes back; it takes the next board from OPEN.</source>
        <translation>不適用：圖搜尋從不回退，它從 OPEN 中取出下一個棋盤。</translation>
    </message>
    <message>
        <source>Queens taken off to go back to an earlier row: after a solution, or when the row below has no column left.</source>
        <translation>為回到上一列而拿掉的皇后：在找到一個解之後，或下一列已沒有可用的欄時。</translation>
    </message>
    <message>
        <source>Solutions found so far, each with its mirror image (counted, not searched).</source>
        <translation>目前找到的解，每個解連同它的鏡像（鏡像只計數，不搜尋）。</translation>
    </message>
    <message>
        <source>Solutions found so far.</source>
        <translation>目前找到的解。</translation>
    </message>
    <message>
        <source>Swaps of two queens whose change in collisions was computed.</source>
        <translation>計算過衝突數變化的雙皇后交換。</translation>
    </message>
    <message>
        <source>Swaps carried out: those that lower the number of collisions.</source>
        <translation>實際執行的交換：即能降低衝突數的交換。</translation>
    </message>
    <message>
        <source>Fresh random boards after the search got stuck.</source>
        <translation>搜尋陷入僵局後重新產生的隨機棋盤。</translation>
    </message>
    <message>
        <source>Collisions on the board now: every column or diagonal holding k &gt; 1 queens adds k − 1.</source>
        <translation>目前棋盤上的衝突數：每條有 k &gt; 1 個皇后的欄或對角線計 k − 1。</translation>
    </message>
    <message>
        <source>too short to compare</source>
        <translation>太短，無法比較</translation>
    </message>
    <message>
        <source>Time the solver spent searching and recording the steps (not waiting for playback). Under %1 it is mostly start-up and scheduling, and each algorithm records different events: compare the counts above.</source>
        <translation>求解器用於搜尋和記錄步驟的時間（不含等待播放的時間）。低於 %1 時它主要是啟動和執行緒排程的開銷，而且每種演算法記錄的事件不同：請比較上面的計數。</translation>
    </message>
    <message>
        <source>Measured: %1.</source>
        <translation>實測：%1。</translation>
    </message>
    <message>
        <source>Queens moved to another square of their row.</source>
        <translation>皇后移到本列另一格的次數。</translation>
    </message>
    <message>
        <source>h of the board now: the pairs of queens that share a column or a diagonal. A solution has h = 0.</source>
        <translation>目前棋盤的 h：位於同一欄或同一對角線上的皇后對數。解的 h = 0。</translation>
    </message>
    <message>
        <source>Generations bred so far: each replaces the boards kept by new ones.</source>
        <translation>迄今培育的世代數：每一代都用新棋盤取代保留的棋盤。</translation>
    </message>
    <message>
        <source>Consistency checks: tests of one value of a row against one other row. Inference spends checks early to save whole subtrees later.</source>
        <translation>相容性檢查：把一列的一個取值與另一列比較一次。推理先多花檢查，以便之後省下整棵子樹。</translation>
    </message>
    <message>
        <source>Values crossed out of the domains of rows still empty by forward checking or arc consistency.</source>
        <translation>前向檢驗或弧相容從尚空各列的值域中劃掉的取值。</translation>
    </message>
    <message>
        <source>Rows still empty whose domain became empty: the search went back at once instead of discovering the dead end row by row.</source>
        <translation>值域變空的尚空列：搜尋立即回退，而不是一列一列地走到死路才發現。</translation>
    </message>
</context>
<context>
    <name>ComparePane</name>
    <message>
        <source>there is not enough memory for N = %L1.</source>
        <translation>記憶體不足，無法處理 N = %L1。</translation>
    </message>
    <message>
        <source>Cannot start this search: %1</source>
        <translation>無法開始這次搜尋：%1</translation>
    </message>
    <message>
        <source>%1, seed %2</source>
        <comment>algorithm name, random seed</comment>
        <translation>%1，種子 %2</translation>
    </message>
    <message>
        <source>%1 of %2 (search finished)</source>
        <translation>%1 / %2（搜尋已結束）</translation>
    </message>
    <message>
        <source>%1 of %2 recorded so far</source>
        <translation>%1 / 目前已記錄 %2</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>演算法(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>種子(&amp;S)：</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>步數：</translation>
    </message>
    <message>
        <source>Cells tried:</source>
        <translation>嘗試的格子數：</translation>
    </message>
    <message>
        <source>Queens placed:</source>
        <translation>放置的皇后數：</translation>
    </message>
    <message>
        <source>Rejected:</source>
        <translation>排除次數：</translation>
    </message>
    <message>
        <source>Backtracks:</source>
        <translation>回溯次數：</translation>
    </message>
    <message>
        <source>Solutions:</source>
        <translation>解的個數：</translation>
    </message>
    <message>
        <source>Swaps evaluated:</source>
        <translation>評估交換次數：</translation>
    </message>
    <message>
        <source>Swaps made:</source>
        <translation>實際交換次數：</translation>
    </message>
    <message>
        <source>Restarts:</source>
        <translation>重新開始次數：</translation>
    </message>
    <message>
        <source>Collisions:</source>
        <translation>衝突數：</translation>
    </message>
    <message>
        <source>Search time:</source>
        <translation>搜尋用時：</translation>
    </message>
    <message>
        <source>Random seed of the search: the same seed replays the same run.</source>
        <translation>搜尋的亂數種子：相同的種子會重現相同的執行過程。</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>移動次數：</translation>
    </message>
    <message>
        <source>Attacking pairs h:</source>
        <translation>攻擊對數 h：</translation>
    </message>
    <message>
        <source>Generations:</source>
        <translation>世代數：</translation>
    </message>
    <message>
        <source>Options: %1</source>
        <comment>CSP backtracking&apos;s options</comment>
        <translation>選項：%1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>algorithm name, its options</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Consistency checks:</source>
        <translation>相容性檢查：</translation>
    </message>
    <message>
        <source>Prunings:</source>
        <translation>剪除次數：</translation>
    </message>
    <message>
        <source>Wipe-outs:</source>
        <translation>值域清空：</translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <source>Compare algorithms</source>
        <translation>比較演算法</translation>
    </message>
    <message>
        <source>Lock-step playback</source>
        <translation>同步播放</translation>
    </message>
    <message>
        <source>Left run</source>
        <translation>左側執行</translation>
    </message>
    <message>
        <source>Right run</source>
        <translation>右側執行</translation>
    </message>
    <message>
        <source>&amp;N:</source>
        <translation>&amp;N：</translation>
    </message>
    <message>
        <source>Board size of both runs (at most what both algorithms support)</source>
        <translation>兩次執行的棋盤大小（不超過兩種演算法皆支援的上限）</translation>
    </message>
    <message>
        <source>All solutions</source>
        <translation>所有解</translation>
    </message>
    <message>
        <source>First solution</source>
        <translation>第一個解</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暫停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重設</translation>
    </message>
    <message>
        <source>To end</source>
        <translation>跳到結尾</translation>
    </message>
    <message numerus="yes">
        <source>Step %1: the left run has tried %2 cell(s), the right run %3.</source>
        <translation>
            <numerusform>第 %1 步：左側執行已嘗試 %2 個格子，右側執行已嘗試 %3 個。</numerusform>
        </translation>
    </message>
    <message>
        <source>The right run tried %1% as many cells as the left run.</source>
        <translation>右側執行嘗試的格子數是左側執行的 %1%。</translation>
    </message>
    <message>
        <source>Waiting for the searches to deliver more steps…</source>
        <translation>正在等待搜尋產生更多步驟…</translation>
    </message>
    <message numerus="yes">
        <source>the left run has evaluated %1 swap(s)</source>
        <translation>
            <numerusform>左側執行已評估 %1 次交換</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the left run has tried %1 cell(s)</source>
        <translation>
            <numerusform>左側執行已嘗試 %1 個格子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the right run has evaluated %1 swap(s)</source>
        <translation>
            <numerusform>右側執行已評估 %1 次交換</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the right run has tried %1 cell(s)</source>
        <translation>
            <numerusform>右側執行已嘗試 %1 個格子</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1: %2; %3.</source>
        <comment>step, the left run&apos;s work, the right run&apos;s work</comment>
        <translation>第 %1 步：%2；%3。</translation>
    </message>
    <message>
        <source>The runs measure different work (a systematic search tries cells, min-conflicts evaluates swaps), so the chart shows each in its own measure and they are not compared as a ratio.</source>
        <translation>兩次執行度量的工作不同（系統搜尋嘗試格子，最小衝突法評估交換），所以圖表按各自的度量顯示，不計算比例。</translation>
    </message>
    <message numerus="yes">
        <source>Step %1: the left run has evaluated %2 swap(s), the right run %3.</source>
        <translation>
            <numerusform>第 %1 步：左側執行已評估 %2 次交換，右側執行已評估 %3 次。</numerusform>
        </translation>
    </message>
    <message>
        <source>The right run evaluated %1% as many swaps as the left run.</source>
        <translation>右側執行評估的交換次數是左側執行的 %1%。</translation>
    </message>
    <message>
        <source>N must be 1 to %L1: the most both algorithms support.</source>
        <translation>N 必須為 1 到 %L1：這是兩種演算法皆支援的上限。</translation>
    </message>
    <message>
        <source>Both searches placed %1 queens: the same search tree, with different work to find each node.</source>
        <translation>兩次搜尋都放置了 %1 個皇后：搜尋樹相同，只是找到每個節點所花的工作不同。</translation>
    </message>
    <message numerus="yes">
        <source>the left run has made %1 move(s)</source>
        <translation>
            <numerusform>左側執行已移動 %1 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the right run has made %1 move(s)</source>
        <translation>
            <numerusform>右側執行已移動 %1 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the left run has bred %1 generation(s)</source>
        <translation>
            <numerusform>左側執行已培育 %1 代</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the right run has bred %1 generation(s)</source>
        <translation>
            <numerusform>右側執行已培育 %1 代</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Step %1: the left run has made %2 move(s), the right run %3.</source>
        <translation>
            <numerusform>第 %1 步：左側執行已移動 %2 次，右側執行 %3 次。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Step %1: the left run has bred %2 generation(s), the right run %3.</source>
        <translation>
            <numerusform>第 %1 步：左側執行已培育 %2 代，右側執行 %3 代。</numerusform>
        </translation>
    </message>
    <message>
        <source>The right run made %1% as many moves as the left run.</source>
        <translation>右側執行的移動次數是左側執行的 %1%。</translation>
    </message>
    <message>
        <source>The right run bred %1% as many generations as the left run.</source>
        <translation>右側執行培育的世代數是左側執行的 %1%。</translation>
    </message>
</context>
<context>
    <name>ConflictStripsView</name>
    <message>
        <source>swap rows %1 and %2: collisions %3, %4</source>
        <extracomment>Min-conflicts: the swap of two queens is evaluated; %3 is the change of the collisions (e.g. -2 or +1), %4 is &quot;accepted&quot; or &quot;rejected&quot;.</extracomment>
        <translation>交換第 %1、%2 列：
衝突數 %3，%4</translation>
    </message>
    <message>
        <source>accepted</source>
        <comment>swap verdict</comment>
        <translation>接受</translation>
    </message>
    <message>
        <source>rejected</source>
        <comment>swap verdict</comment>
        <translation>拒絕</translation>
    </message>
    <message>
        <source>rows %1 and %2 swapped</source>
        <translation>第 %1、%2 列已交換</translation>
    </message>
    <message>
        <source>restart %1: a new random board</source>
        <translation>第 %1 次重新開始：
新的隨機棋盤</translation>
    </message>
    <message>
        <source>solution: no collisions left</source>
        <translation>得到解：已沒有衝突</translation>
    </message>
    <message>
        <source>collisions: %1</source>
        <extracomment>Min-conflicts: the number of collisions on the board (excess queens per line).</extracomment>
        <translation>衝突數：%1</translation>
    </message>
    <message>
        <source>Collisions: every column or diagonal holding k &gt; 1 queens adds k − 1. Min-conflicts swaps two queens only when that lowers the collisions.</source>
        <extracomment>Tool tip of the min-conflicts text beside the board.</extracomment>
        <translation>衝突數：每條有 k &gt; 1 個皇后的欄或對角線計 k − 1。最小衝突搜尋只在交換能降低衝突數時才交換兩個皇后。</translation>
    </message>
    <message>
        <source>\ diagonals (row − column the same along each line): the queens on each line, from the board&apos;s top to its bottom. A line holding two or more queens (hot, hatched, marked by a triangle) is a collision.</source>
        <extracomment>Tool tip of the backslash-diagonal strip (the long form of its title).</extracomment>
        <translation>\ 對角線（同一條線上 列 − 欄 相同）：每條線上的皇后，依從棋盤頂端到底端的順序排列。有兩個或更多皇后的線（暖色、帶斜紋並以三角形標記）就是衝突。</translation>
    </message>
    <message>
        <source>/ diagonals (row + column the same along each line): the queens on each line, from the board&apos;s top to its bottom. A line holding two or more queens (hot, hatched, marked by a triangle) is a collision.</source>
        <extracomment>Tool tip of the &quot;/&quot; diagonal strip (the long form of its title).</extracomment>
        <translation>/ 反對角線（同一條線上 列 + 欄 相同）：每條線上的皇后，依從棋盤頂端到底端的順序排列。有兩個或更多皇后的線（暖色、帶斜紋並以三角形標記）就是衝突。</translation>
    </message>
    <message>
        <source>Conflicts per queen: one bar per board row, as long as the number of queens sharing a column or a diagonal with that row&apos;s queen. i and j mark the two rows of the swap being evaluated.</source>
        <extracomment>Tool tip of the per-queen strip (the long form of its title &quot;conflicts&quot;).</extracomment>
        <translation>每個皇后的衝突：棋盤每列一條橫條，長度為與該列皇后同欄或同對角線的皇后數。i 和 j 標出正在評估的交換所涉及的兩列。</translation>
    </message>
    <message>
        <source>No board</source>
        <translation>沒有棋盤</translation>
    </message>
    <message>
        <source>conflicts</source>
        <extracomment>Title of the bar strip with the number of conflicts of each queen (one bar per row).</extracomment>
        <translation>衝突</translation>
    </message>
    <message>
        <source>diagonals</source>
        <extracomment>Title over the two bar strips with the queens on each diagonal line.</extracomment>
        <translation>對角線</translation>
    </message>
</context>
<context>
    <name>CountCommand</name>
    <message>
        <source>How to count, one of: %1. The default, counter, is the fast counter (several threads, the fundamental count by Burnside&apos;s lemma). Any other runs that search to its end, N up to %2, on one thread, and reports its nodes, backtracks, consistency checks, prunings, wipe-outs and link updates; the fundamental solutions are those that are their class&apos;s smallest member.</source>
        <translation>計數方法，可選：%1。預設的 counter 是快速計數器（多執行緒，基本解個數由 Burnside 引理得出）。其餘方法在單一執行緒上把該搜尋執行到底（N 不超過 %2），並回報它的節點數、回溯次數、相容性檢查、剪除次數、值域清空次數和鏈結更新次數；基本解是各自對稱類中最小的那個解。</translation>
    </message>
    <message>
        <source>Print one JSON object: {&quot;n&quot;,&quot;total&quot;,&quot;unique&quot;,&quot;nodes&quot;,&quot;threads&quot;,&quot;seconds&quot;}; with --method a search, {&quot;n&quot;,&quot;method&quot;,&quot;total&quot;,&quot;unique&quot;,&quot;nodes&quot;,&quot;backtracks&quot;,&quot;checks&quot;,&quot;prunings&quot;,&quot;wipeouts&quot;,&quot;backjumps&quot;,&quot;updates&quot;,&quot;seconds&quot;}.</source>
        <translation>輸出一個 JSON 物件：{&quot;n&quot;,&quot;total&quot;,&quot;unique&quot;,&quot;nodes&quot;,&quot;threads&quot;,&quot;seconds&quot;}；用 --method 指定某種搜尋時為 {&quot;n&quot;,&quot;method&quot;,&quot;total&quot;,&quot;unique&quot;,&quot;nodes&quot;,&quot;backtracks&quot;,&quot;checks&quot;,&quot;prunings&quot;,&quot;wipeouts&quot;,&quot;backjumps&quot;,&quot;updates&quot;,&quot;seconds&quot;}。</translation>
    </message>
    <message>
        <source>count cannot count with &apos;%1&apos;; choose one of: %2</source>
        <translation>count 不能用「%1」計數；請從以下選擇：%2</translation>
    </message>
    <message>
        <source>count --method %1 supports N up to %2; got %3 (the default counter goes to %4)</source>
        <translation>count --method %1 支援的 N 最大為 %2；收到的值為 %3（預設計數器可到 %4）</translation>
    </message>
    <message>
        <source>--threads is for the default counter; the %1 search runs on one thread</source>
        <translation>--threads 只用於預設計數器；%1 搜尋在單一執行緒上執行</translation>
    </message>
    <message>
        <source>interrupted during the %1 search; no count printed</source>
        <translation>%1 搜尋中途被中斷；未輸出計數</translation>
    </message>
    <message>
        <source>searched in %1 s by %2 (nodes: %3, backtracks: %4, consistency checks: %5, prunings: %6, wipe-outs: %7, backjumps: %8, link updates: %9)
</source>
        <translation>%2 搜尋用時 %1 秒（節點數：%3，回溯次數：%4，相容性檢查：%5，剪除次數：%6，值域清空：%7，回跳次數：%8，鏈結更新：%9）
</translation>
    </message>
    <message>
        <source>estimating the time left</source>
        <translation>正在估算剩餘時間</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>大約還剩 %1 秒</translation>
    </message>
    <message>
        <source>about %1 min %2 s left</source>
        <translation>大約還剩 %1 分 %2 秒</translation>
    </message>
    <message>
        <source>count %1: %2% of %3 work units done, %4</source>
        <translation>count %1：%3 個工作單元已完成 %2%，%4</translation>
    </message>
    <message>
        <source>count all solutions and the fundamental ones (distinct under symmetry)</source>
        <translation>統計全部解以及基本解（在對稱變換下互不相同的解）</translation>
    </message>
    <message>
        <source>Counts the solutions of the N-Queens problem on an N x N board: all of them, and the fundamental ones (one per class of solutions that rotations and reflections of the board turn into each other). N from 1 to %1. Runs over a second report their progress on standard error; Ctrl-C stops the count (exit code %2).</source>
        <translation>統計 N x N 棋盤上 N 皇后問題的解：全部解，以及基本解（可由棋盤的旋轉和翻轉互相變換得到的解歸為一類，每類算一個）。N 的範圍為 1 到 %1。執行超過一秒時會在標準錯誤輸出上回報進度；按 Ctrl-C 可停止統計（結束代碼 %2）。</translation>
    </message>
    <message>
        <source>Board size (a positive integer).</source>
        <translation>棋盤大小（正整數）。</translation>
    </message>
    <message>
        <source>Worker threads, 1 to %1 (default: the hardware threads, here %2).</source>
        <translation>工作執行緒數，1 到 %1（預設為硬體執行緒數，本機為 %2）。</translation>
    </message>
    <message>
        <source>count supports N from 1 to %1; got %2 (%1 is the largest N of the published table, and from N = 29 on the count would not fit in 64 bits)</source>
        <translation>count 支援的 N 為 1 到 %1；收到的值為 %2（%1 是已發表的計數表中最大的 N，從 N = 29 起解的個數超出 64 位元整數的範圍）</translation>
    </message>
    <message>
        <source>interrupted after %1 of %2 work units (%3%); no count printed</source>
        <translation>在完成 %2 個工作單元中的 %1 個（%3%）後被中斷；未輸出計數</translation>
    </message>
    <message numerus="yes">
        <source>N = %1: %2 solution(s), %3 fundamental (distinct under rotations and reflections)
</source>
        <comment>%2 is the number of solutions</comment>
        <translation>
            <numerusform>N = %1：共 %2 個解，其中基本解 %3 個（在旋轉和翻轉下互不相同）
</numerusform>
        </translation>
    </message>
    <message>
        <source>counted in %1 s (threads: %2, search nodes: %3)
</source>
        <translation>用時 %1 秒（執行緒數：%2，搜尋節點數：%3）
</translation>
    </message>
</context>
<context>
    <name>CspChart</name>
    <message>
        <source>Consistency checks and prunings over steps</source>
        <translation>相容性檢查與剪除隨步數的變化</translation>
    </message>
    <message>
        <source>Consistency checks</source>
        <translation>相容性檢查</translation>
    </message>
    <message>
        <source>Values pruned</source>
        <translation>剪除的取值</translation>
    </message>
    <message>
        <source>Count</source>
        <comment>short axis title</comment>
        <translation>次數</translation>
    </message>
</context>
<context>
    <name>CspSettings</name>
    <message>
        <source>CSP backtracking starts from an empty board; it cannot keep given queens.</source>
        <translation>CSP 回溯從空棋盤開始，不能保留給定的皇后。</translation>
    </message>
    <message>
        <source>restarts apply to a search for one solution: set Find to “First solution”, or the restarts to Never.</source>
        <translation>重新開始只適用於尋找一個解的搜尋：請把「尋找」設為「第一個解」，或把重新開始設為「從不」。</translation>
    </message>
    <message>
        <source>restarts need random tie-breaking: without it every run would repeat the first.</source>
        <translation>重新開始需要隨機打破平手：否則每一輪都會重複第一輪。</translation>
    </message>
    <message>
        <source>&amp;Variable order:</source>
        <translation>變數順序(&amp;V)：</translation>
    </message>
    <message>
        <source>Va&amp;lue order:</source>
        <translation>取值順序(&amp;l)：</translation>
    </message>
    <message>
        <source>&amp;Inference:</source>
        <translation>推理(&amp;I)：</translation>
    </message>
    <message>
        <source>Back&amp;jumping:</source>
        <translation>回跳(&amp;j)：</translation>
    </message>
    <message>
        <source>Random &amp;ties:</source>
        <translation>隨機打破平手(&amp;t)：</translation>
    </message>
    <message>
        <source>&amp;Restart after:</source>
        <translation>重新開始於(&amp;R)：</translation>
    </message>
    <message>
        <source>In order</source>
        <translation>依序</translation>
    </message>
    <message>
        <source>MRV</source>
        <translation>MRV</translation>
    </message>
    <message>
        <source>MRV + degree</source>
        <translation>MRV + 度</translation>
    </message>
    <message>
        <source>Assign the rows from top to bottom, as plain backtracking does.</source>
        <translation>像一般回溯一樣，由上到下依序為各列賦值。</translation>
    </message>
    <message>
        <source>Minimum remaining values: assign next the row with the fewest values left.</source>
        <translation>最少剩餘值：下一個為剩餘取值最少的列賦值。</translation>
    </message>
    <message>
        <source>MRV, and among rows with equally few values the one that constrains the most unassigned rows.</source>
        <translation>MRV；剩餘取值同樣少時，選約束未賦值列最多的那一列。</translation>
    </message>
    <message>
        <source>Which row gets its queen next: the most constrained row first fails early.</source>
        <translation>下一個放皇后的是哪一列：先處理約束最多的列，失敗會來得更早。</translation>
    </message>
    <message>
        <source>LCV</source>
        <translation>LCV</translation>
    </message>
    <message>
        <source>Try the columns from left to right.</source>
        <translation>由左到右嘗試各欄。</translation>
    </message>
    <message>
        <source>Least constraining value: try first the column that removes the fewest values from the other rows.</source>
        <translation>最少約束值：先試從其他列的值域中刪去取值最少的那一欄。</translation>
    </message>
    <message>
        <source>In which order a row&apos;s columns are tried: the least constraining one leaves the most room for the rows still to come.</source>
        <translation>一列中各欄的嘗試順序：約束最少的取值給後面的列留下最多的餘地。</translation>
    </message>
    <message>
        <source>None</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Forward checking</source>
        <translation>前向檢驗</translation>
    </message>
    <message>
        <source>Arc consistency (MAC)</source>
        <translation>弧相容（MAC）</translation>
    </message>
    <message>
        <source>Test each value against the queens already placed, and infer nothing.</source>
        <translation>只把每個取值與已放的皇后比較，不做任何推理。</translation>
    </message>
    <message>
        <source>After each queen, cross out the squares it attacks in the rows still empty; an emptied row means going back at once.</source>
        <translation>每放一個皇后，就在尚空的列中劃掉它攻擊的格子；某列被清空就立即回退。</translation>
    </message>
    <message>
        <source>Forward checking, then AC-3: remove every value that has no compatible value left in some other row, until nothing changes.</source>
        <translation>先前向檢驗，再做 AC-3：刪去在另一列中已找不到相容取值的每個取值，直到不再變化。</translation>
    </message>
    <message>
        <source>What each new queen lets the search conclude about the rows still empty.</source>
        <translation>每放一個新皇后，搜尋能對尚空的列推出什麼。</translation>
    </message>
    <message>
        <source>When a row runs out of values, go back to the latest row in its conflict set, skipping the rows that played no part in the failure.</source>
        <translation>某列的取值用盡時，回到其衝突集中最近的那一列，跳過與失敗無關的列。</translation>
    </message>
    <message>
        <source>Break ties of the orderings at random from the seed instead of taking the lowest row or column.</source>
        <translation>排序出現平手時依種子隨機選擇，而不是取編號最小的列或欄。</translation>
    </message>
    <message>
        <source>With random ties: start again after this many backtracks, the allowance growing by the Luby sequence (0: never).</source>
        <translation>隨機打破平手時：回溯這麼多次後重新開始，額度依 Luby 序列增長（0：從不）。</translation>
    </message>
    <message>
        <source> backtracks</source>
        <comment>after k backtracks</comment>
        <translation> 次回溯</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>從不</translation>
    </message>
    <message>
        <source>rows in order</source>
        <translation>依列順序</translation>
    </message>
    <message>
        <source>no inference</source>
        <translation>無推理</translation>
    </message>
    <message>
        <source>forward checking</source>
        <translation>前向檢驗</translation>
    </message>
    <message>
        <source>MAC</source>
        <translation>MAC</translation>
    </message>
    <message>
        <source>backjumping</source>
        <translation>回跳</translation>
    </message>
    <message>
        <source>random ties</source>
        <translation>隨機打破平手</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
</context>
<context>
    <name>DeepeningDescriber</name>
    <message>
        <source>%1 %2</source>
        <comment>two sentences in a row (no space in Chinese)</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>Pass %L1: depth limit %L1. Depth-first search from the empty board; boards at depth %L1 are cut off, not expanded.</source>
        <translation>第 %L1 輪：深度限制 %L1。從空棋盤開始深度優先搜尋；深度為 %L1 的棋盤被截斷，不展開。</translation>
    </message>
    <message>
        <source>Pass %L1: the depth limit grows from %L2 to %L1. CLOSED (%L3 nodes) is emptied and the search starts again from the empty board.</source>
        <translation>第 %L1 輪：深度限制從 %L2 增加到 %L1。清空 CLOSED（%L3 個節點），搜尋從空棋盤重新開始。</translation>
    </message>
    <message>
        <source>The limit is N: this pass can reach full boards, the solutions.</source>
        <translation>限制等於 N：本輪可以到達放滿的棋盤，也就是解。</translation>
    </message>
    <message>
        <source>Cut off: the empty board is at the depth limit and is not expanded.</source>
        <translation>截斷：空棋盤位於深度限制處，不展開。</translation>
    </message>
    <message>
        <source>Cut off: the board with row %L1 at column %L2 lies at depth %L3, the depth limit, so its children are not generated in this pass.</source>
        <translation>截斷：第 %L1 列皇后在第 %L2 欄的棋盤位於深度 %L3，即深度限制，因此本輪不產生它的子節點。</translation>
    </message>
</context>
<context>
    <name>EventDescriber</name>
    <message>
        <source>Backjump: take the queen off row %L1, column %L2; it is not in the conflict set.</source>
        <translation>回跳：移走第 %L1 列第 %L2 欄的皇后；它不在衝突集中。</translation>
    </message>
    <message>
        <source>Ready: press Play or Step.</source>
        <translation>就緒：請按「播放」或「下一步」。</translation>
    </message>
    <message>
        <source>Try row %L1, column %L2.</source>
        <translation>嘗試第 %L1 列第 %L2 欄。</translation>
    </message>
    <message>
        <source>Place a queen on row %L1, column %L2.</source>
        <translation>在第 %L1 列第 %L2 欄放置皇后。</translation>
    </message>
    <message>
        <source>Solution %L1: the mirror image of the board.</source>
        <translation>第 %L1 個解：目前棋盤的鏡像。</translation>
    </message>
    <message>
        <source>Solution %L1 found!</source>
        <translation>找到第 %L1 個解！</translation>
    </message>
    <message>
        <source>Swap the columns of rows %L1 and %L2 (collisions now %L3).</source>
        <translation>交換第 %L1 列和第 %L2 列皇后所在的欄（現在衝突數為 %L3）。</translation>
    </message>
    <message>
        <source>Restart %L1: a fresh random permutation.</source>
        <translation>第 %L1 次重新開始：產生新的隨機排列。</translation>
    </message>
    <message>
        <source>Push the board with row %L1 at column %L2 onto OPEN (depth %L3).</source>
        <translation>把第 %L1 列皇后在第 %L2 欄的棋盤放入 OPEN 表（深度 %L3）。</translation>
    </message>
    <message>
        <source>Pop the board with row %L1 at column %L2 from OPEN (depth %L3).</source>
        <translation>從 OPEN 表取出第 %L1 列皇后在第 %L2 欄的棋盤（深度 %L3）。</translation>
    </message>
    <message>
        <source>Reject row %L1, column %L2: same column as the queen in row %L3.</source>
        <translation>排除第 %L1 列第 %L2 欄：與第 %L3 列的皇后同欄。</translation>
    </message>
    <message>
        <source>Reject row %L1, column %L2: its column is taken.</source>
        <translation>排除第 %L1 列第 %L2 欄：該欄已被佔用。</translation>
    </message>
    <message>
        <source>Reject row %L1, column %L2: same \ diagonal as the queen in row %L3.</source>
        <translation>排除第 %L1 列第 %L2 欄：與第 %L3 列的皇后在同一條對角線（\）上。</translation>
    </message>
    <message>
        <source>Reject row %L1, column %L2: its \ diagonal is taken.</source>
        <translation>排除第 %L1 列第 %L2 欄：它所在的對角線（\）已被佔用。</translation>
    </message>
    <message>
        <source>Reject row %L1, column %L2: same / diagonal as the queen in row %L3.</source>
        <translation>排除第 %L1 列第 %L2 欄：與第 %L3 列的皇后在同一條反對角線（/）上。</translation>
    </message>
    <message>
        <source>Reject row %L1, column %L2: its / diagonal is taken.</source>
        <translation>排除第 %L1 列第 %L2 欄：它所在的反對角線（/）已被佔用。</translation>
    </message>
    <message>
        <source>Reject row %L1, column %L2: its bit is not set in avail.</source>
        <translation>排除第 %L1 列第 %L2 欄：它在 avail 中對應的位元為 0。</translation>
    </message>
    <message>
        <source>Skip row %L1, column %L2: outside the searched half (mirrors are derived).</source>
        <translation>跳過第 %L1 列第 %L2 欄：不在搜尋的那一半內（鏡像解由對稱得出）。</translation>
    </message>
    <message>
        <source>Reject row %L1, column %L2.</source>
        <translation>排除第 %L1 列第 %L2 欄。</translation>
    </message>
    <message>
        <source>Backtrack: take the queen off row %L1, column %L2.</source>
        <translation>回溯：移走第 %L1 列第 %L2 欄的皇后。</translation>
    </message>
    <message>
        <source>Take the queen off row %L1, column %L2 for the next candidate.</source>
        <translation>移走第 %L1 列第 %L2 欄的皇后，嘗試下一個候選。</translation>
    </message>
    <message>
        <source>Clear row %L1 for the restart.</source>
        <translation>清空第 %L1 列，準備重新開始。</translation>
    </message>
    <message>
        <source>no column</source>
        <translation>沒有欄</translation>
    </message>
    <message>
        <source>Swapping rows %L1 and %L2 changes the collisions by %L3: accept.</source>
        <translation>交換第 %L1 列和第 %L2 列，衝突數變化 %L3：接受。</translation>
    </message>
    <message>
        <source>Swapping rows %L1 and %L2 changes the collisions by %L3: reject.</source>
        <translation>交換第 %L1 列和第 %L2 列，衝突數變化 %L3：拒絕。</translation>
    </message>
    <message>
        <source>Search finished. Solutions found: %L1.</source>
        <translation>搜尋結束：共找到 %L1 個解。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator between the column numbers of a bit mask</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>columns: %1</source>
        <translation>第 %1 欄</translation>
    </message>
    <message>
        <source>Row %L1: %2 (col 0→%L3) = %4 (%5)</source>
        <translation>第 %L1 列：%2（第 0→%L3 欄）= %4（%5）</translation>
    </message>
    <message numerus="yes">
        <source>Search finished: %Ln solution(s); the board shows the last one.</source>
        <translation>
            <numerusform>搜尋結束：共找到 %Ln 個解；棋盤顯示最後一個。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExperimentChart</name>
    <message>
        <source>Solved and steps against the swept value</source>
        <translation>求解率與步數隨掃描取值的變化</translation>
    </message>
    <message>
        <source>Solved (%)</source>
        <translation>成功率（%）</translation>
    </message>
    <message>
        <source>Mean steps</source>
        <translation>平均步數</translation>
    </message>
    <message>
        <source>Mean steps, solved</source>
        <translation>平均步數（成功）</translation>
    </message>
    <message>
        <source>Mean steps, stuck</source>
        <translation>平均步數（受困）</translation>
    </message>
</context>
<context>
    <name>ExperimentCommand</name>
    <message>
        <source>Exhaustive searches: stop a run after K consistency checks and report it as over budget (default %1; 0: no limit).</source>
        <translation>窮舉搜尋：一次執行在 K 次一致性檢查後停止，並報告為超出預算（預設 %1；0 表示不限）。</translation>
    </message>
    <message>
        <source>--combinations does not apply to %1 (it is an option of csp)</source>
        <translation>--combinations 不適用於 %1（它是 csp 的選項）</translation>
    </message>
    <message>
        <source>--combinations: unknown combination &apos;%1&apos;; use default, all or some of: %2</source>
        <translation>--combinations：未知的組合「%1」；請使用 default、all 或以下若干項：%2</translation>
    </message>
    <message>
        <source>Exhaustive searches: stop a run after K nodes (Try events) and report it as over budget (default %1; 0: no limit).</source>
        <translation>窮舉搜尋：一次執行在 K 個節點（Try 事件）後停止，並報告為超出預算（預設 %1；0 表示不限）。</translation>
    </message>
    <message>
        <source>Keep every run&apos;s nodes and time and print their median, 90 %, 99 % and maximum.</source>
        <translation>保留每次執行的節點數和時間，並輸出其中位數、90 %、99 % 與最大值。</translation>
    </message>
    <message>
        <source>csp: run each of these combinations of orderings, inference and backjumping at every value (%1; default: %2; all: every one).</source>
        <translation>csp：在每個取值上執行這些排序、推理與回跳的組合（%1；預設：%2；all：全部）。</translation>
    </message>
    <message>
        <source>run a search many times from random starts and print its statistics</source>
        <translation>從隨機起點多次執行一種搜尋，並輸出其統計資料</translation>
    </message>
    <message>
        <source>Runs ALGORITHM K times on an N x N board, run i with a seed made from S and i only, and prints per value of the swept parameter: the runs, the percent solved, the mean steps of the runs that solved and of those that did not (of all attempts, and of the last one), the mean restarts, the times and why the runs stopped. Steps are moves for hill climbing, proposals for simulated annealing and textbook min-conflicts, generations for local beam and genetic, swap evaluations for min-conflicts. Progress is reported on a terminal&apos;s standard error; Ctrl-C stops the runs (exit code %1).</source>
        <translation>在 N x N 棋盤上把 ALGORITHM 執行 K 次，第 i 次執行的種子只由 S 和 i 決定；對被掃描參數的每個取值輸出：執行次數、求解成功的百分比、成功與未成功的執行的平均步數（所有嘗試的合計，以及最後一次嘗試的）、平均重新開始次數、用時以及執行停止的原因。步數的含義：爬山法為移動次數，模擬退火和教科書版 min-conflicts 為提議次數，區域束搜尋和遺傳演算法為代數，min-conflicts 為交換評估次數。進度顯示在終端機的標準錯誤輸出上；按 Ctrl-C 可停止執行（結束代碼 %1）。</translation>
    </message>
    <message>
        <source>Search algorithm, one of: %1.</source>
        <translation>搜尋演算法，可選：%1。</translation>
    </message>
    <message>
        <source>Board size (a positive integer).</source>
        <translation>棋盤大小（正整數）。</translation>
    </message>
    <message>
        <source>Runs per value (default %1).</source>
        <translation>每個取值的執行次數（預設為 %1）。</translation>
    </message>
    <message>
        <source>Random seed of the experiment (default 1).</source>
        <translation>實驗的亂數種子（預設為 1）。</translation>
    </message>
    <message>
        <source>Vary one parameter (%1) over a list of values or a range FROM:TO:STEP.</source>
        <translation>讓一個參數（%1）取遍一組值或一個範圍 FROM:TO:STEP。</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>輸出一個 JSON 物件。</translation>
    </message>
    <message>
        <source>Print CSV: a header line, then one line per value.</source>
        <translation>輸出 CSV：先是一行表頭，然後每個取值一行。</translation>
    </message>
    <message>
        <source>Write to FILE (replaced only when complete); - is standard output.</source>
        <translation>寫入 FILE（完成後才取代該檔案）；- 表示標準輸出。</translation>
    </message>
    <message>
        <source>%1 search</source>
        <translation>%1搜尋</translation>
    </message>
    <message>
        <source>--json and --csv exclude each other</source>
        <translation>--json 和 --csv 不能同時使用</translation>
    </message>
    <message>
        <source>--sweep must be PARAM=V1,V2,... or PARAM=FROM:TO:STEP with PARAM one of: %1; got &apos;%2&apos;</source>
        <translation>--sweep 必須是 PARAM=V1,V2,... 或 PARAM=FROM:TO:STEP，PARAM 可選：%1；收到的值為「%2」</translation>
    </message>
    <message>
        <source>--sweep %1 does not apply to %2 (it is a parameter of %3)</source>
        <translation>--sweep %1 不適用於 %2（它是 %3 的參數）</translation>
    </message>
    <message>
        <source>--sweep %1: a range FROM:TO:STEP needs FROM &lt;= TO and STEP &gt; 0; got &apos;%2&apos;</source>
        <translation>--sweep %1：範圍 FROM:TO:STEP 要求 FROM &lt;= TO 且 STEP &gt; 0；收到的值為「%2」</translation>
    </message>
    <message>
        <source>--sweep %1: the range has more than %2 values</source>
        <translation>--sweep %1：該範圍的取值超過 %2 個</translation>
    </message>
    <message>
        <source>--sweep %1: give V1,V2,... or FROM:TO:STEP; got &apos;%2&apos;</source>
        <translation>--sweep %1：請給出 V1,V2,... 或 FROM:TO:STEP；收到的值為「%2」</translation>
    </message>
    <message>
        <source>experiment %1: %2% of %3 runs done, %4</source>
        <translation>experiment %1：%3 次執行已完成 %2%，%4</translation>
    </message>
    <message>
        <source>interrupted after %1 of %2 runs; nothing printed</source>
        <translation>在完成 %1 次執行（共 %2 次）後被中斷；未輸出任何結果</translation>
    </message>
</context>
<context>
    <name>ExperimentForm</name>
    <message>
        <source>Restart after (backtracks)</source>
        <translation>重新開始間隔（回溯次數）</translation>
    </message>
    <message>
        <source>No sweep</source>
        <translation>不掃描</translation>
    </message>
    <message>
        <source>Sideways moves</source>
        <translation>橫向移動</translation>
    </message>
    <message>
        <source>Start temperature T0</source>
        <translation>初始溫度 T0</translation>
    </message>
    <message>
        <source>Decay per step</source>
        <translation>每步衰減率</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>族群大小</translation>
    </message>
    <message>
        <source>Mutation rate</source>
        <translation>突變率</translation>
    </message>
    <message>
        <source>Beam width k</source>
        <translation>束寬 k</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Enter the values to sweep, such as &quot;0, 10, 100&quot; or &quot;0:100:10&quot;.</source>
        <translation>請輸入要掃描的取值，例如「0, 10, 100」或「0:100:10」。</translation>
    </message>
    <message>
        <source>A range is written from:to:step, such as &quot;0:100:10&quot;; got &quot;%1&quot;.</source>
        <translation>範圍的寫法是 起點:終點:步長，例如「0:100:10」；收到的是「%1」。</translation>
    </message>
    <message>
        <source>A range needs a positive step and to at least from; got &quot;%1&quot;.</source>
        <translation>範圍要求步長為正，且終點不小於起點；收到的是「%1」。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number; separate the values with commas, such as &quot;0, 10, 100&quot;.</source>
        <translation>「%1」不是數字；各取值之間請用逗號分隔，例如「0, 10, 100」。</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>種子必須是 0 到 18446744073709551615 之間的整數。</translation>
    </message>
    <message>
        <source>The experiment cannot run: %1.</source>
        <translation>無法執行該實驗：%1。</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>演算法(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;N:</source>
        <translation>&amp;N：</translation>
    </message>
    <message>
        <source>Runs &amp;per value:</source>
        <translation>每個取值執行次數(&amp;p)：</translation>
    </message>
    <message>
        <source>How many runs, each from its own random board, make each row of the results.</source>
        <translation>結果的每一列由多少次執行組成，每次執行都從各自的隨機棋盤開始。</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>種子(&amp;e)：</translation>
    </message>
    <message>
        <source>Run i uses a seed drawn from this one and i: the same seed gives the same results, and every swept value sees the same random boards.</source>
        <translation>第 i 次執行的種子由這個種子和 i 得出：相同的種子給出相同的結果，而且每個掃描取值都用同一批隨機棋盤。</translation>
    </message>
    <message>
        <source>&amp;Sweep:</source>
        <translation>掃描(&amp;S)：</translation>
    </message>
    <message>
        <source>Vary one setting over several values; each value makes one row.</source>
        <translation>讓一項設定取多個值；每個取值佔一列。</translation>
    </message>
    <message>
        <source>Va&amp;lues:</source>
        <translation>取值(&amp;l)：</translation>
    </message>
    <message>
        <source>0, 10, 100  or  0:100:10</source>
        <translation>0, 10, 100  或  0:100:10</translation>
    </message>
    <message>
        <source>A list such as &quot;0, 10, 100&quot;, or from:to:step such as &quot;0:100:10&quot;.</source>
        <translation>一組取值，例如「0, 10, 100」；或 起點:終點:步長，例如「0:100:10」。</translation>
    </message>
</context>
<context>
    <name>ExperimentReport</name>
    <message>
        <source>Nodes are Try events, checks are consistency checks, both to the first solution (means over the runs that solved); a run stops over budget after %1 nodes or %2 checks.
</source>
        <translation>節點即 Try 事件，檢查即一致性檢查，都計到第一個解為止（對成功的執行取平均）；一次執行在 %1 個節點或 %2 次檢查後因超出預算而停止。
</translation>
    </message>
    <message>
        <source>backtracks</source>
        <translation>回溯次數</translation>
    </message>
    <message>
        <source>checks</source>
        <translation>檢查次數</translation>
    </message>
    <message>
        <source>combination</source>
        <translation>組合</translation>
    </message>
    <message>
        <source>ms 90%</source>
        <translation>毫秒 90%</translation>
    </message>
    <message>
        <source>ms 99%</source>
        <translation>毫秒 99%</translation>
    </message>
    <message>
        <source>ms max</source>
        <translation>毫秒 最大</translation>
    </message>
    <message>
        <source>ms median</source>
        <translation>毫秒 中位數</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>節點數</translation>
    </message>
    <message>
        <source>nodes 90%</source>
        <translation>節點 90%</translation>
    </message>
    <message>
        <source>nodes 99%</source>
        <translation>節點 99%</translation>
    </message>
    <message>
        <source>nodes max</source>
        <translation>節點 最大</translation>
    </message>
    <message>
        <source>nodes median</source>
        <translation>節點 中位數</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>超出預算</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>%1, N = %2: %3 runs per value, seed %4, %5 threads, %6 s
</source>
        <translation>%1，N = %2：每個取值執行 %3 次，種子 %4，%5 個執行緒，%6 秒
</translation>
    </message>
    <message>
        <source>A step is one %1 event; &quot;all&quot; counts every attempt of a run, &quot;last&quot; only its last attempt.
</source>
        <translation>一步即一個 %1 事件；「全部」計入一次執行的所有嘗試，「最後」只計最後一次嘗試。
</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>執行次數</translation>
    </message>
    <message>
        <source>solved %</source>
        <translation>成功 %</translation>
    </message>
    <message>
        <source>all steps, solved</source>
        <translation>全部步數（成功）</translation>
    </message>
    <message>
        <source>all steps, failed</source>
        <translation>全部步數（失敗）</translation>
    </message>
    <message>
        <source>last steps, solved</source>
        <translation>最後步數（成功）</translation>
    </message>
    <message>
        <source>last steps, failed</source>
        <translation>最後步數（失敗）</translation>
    </message>
    <message>
        <source>restarts</source>
        <translation>重新開始</translation>
    </message>
    <message>
        <source>ms per run</source>
        <translation>每次毫秒</translation>
    </message>
    <message>
        <source>stops</source>
        <translation>停止原因</translation>
    </message>
</context>
<context>
    <name>ExperimentTable</name>
    <message>
        <source>%1 / %2 / %3 / %4</source>
        <comment>nodes: median / 90 % / 99 % / max</comment>
        <translation>%1 / %2 / %3 / %4</translation>
    </message>
    <message>
        <source>Combination</source>
        <translation>組合</translation>
    </message>
    <message>
        <source>Consistency checks to the first solution: each test of one value against one other row, as the textbook counts them.</source>
        <translation>到第一個解為止的一致性檢查次數：按教科書的算法，一個值對另一列的每次檢驗計一次。</translation>
    </message>
    <message>
        <source>Mean
backtracks</source>
        <translation>平均
回溯次數</translation>
    </message>
    <message>
        <source>Mean consistency
checks</source>
        <translation>平均一致性
檢查次數</translation>
    </message>
    <message>
        <source>Mean nodes
(solved)</source>
        <translation>平均節點數
（成功）</translation>
    </message>
    <message>
        <source>Nodes: median / 90 % /
99 % / max</source>
        <translation>節點數：中位數 / 90 % /
99 % / 最大</translation>
    </message>
    <message>
        <source>Over
budget</source>
        <translation>超出
預算</translation>
    </message>
    <message>
        <source>Runs stopped by the node budget before a solution: their figures are left out of the means.</source>
        <translation>在找到解之前因節點預算而停止的執行：它們的數字不計入平均值。</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>local minimum</source>
        <translation>局部極小</translation>
    </message>
    <message>
        <source>plateau</source>
        <translation>高原</translation>
    </message>
    <message>
        <source>frozen</source>
        <translation>凍結</translation>
    </message>
    <message>
        <source>step limit</source>
        <translation>步數上限</translation>
    </message>
    <message>
        <source>restart limit</source>
        <translation>重新開始次數上限</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>stop reason, runs</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>%1 %; steps %2 / %3</source>
        <comment>published: percent solved; mean steps solved / stuck</comment>
        <translation>成功 %1 %；步數 %2 / %3</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>執行次數</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>Solved %</source>
        <translation>成功 %</translation>
    </message>
    <message>
        <source>Mean steps
(solved)</source>
        <translation>平均步數
（成功）</translation>
    </message>
    <message>
        <source>Mean steps
(stuck)</source>
        <translation>平均步數
（受困）</translation>
    </message>
    <message>
        <source>Mean
restarts</source>
        <translation>平均
重新開始次數</translation>
    </message>
    <message>
        <source>How the runs stopped</source>
        <translation>執行如何結束</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>時間（秒）</translation>
    </message>
    <message>
        <source>AIMA 4th ed., p. 131
(published)</source>
        <translation>AIMA 第 4 版第 131 頁
（書中數據）</translation>
    </message>
    <message>
        <source>The mean steps of the runs that found a solution, every attempt counted.</source>
        <translation>找到解的執行的平均步數，計入所有嘗試。</translation>
    </message>
    <message>
        <source>The mean steps of the runs that stopped without a solution (stuck, frozen or out of steps).</source>
        <translation>沒有找到解就結束的執行（受困、凍結或步數用完）的平均步數。</translation>
    </message>
    <message>
        <source>Russell and Norvig&apos;s figures for steepest-ascent hill climbing on 8 queens: 14 % solved (about 4 steps, 3 when stuck) without sideways moves; 94 % (about 21 steps, 64 when stuck) with up to 100.</source>
        <translation>Russell 與 Norvig 給出的八皇后最陡上升爬山法數據：不允許橫向移動時成功 14 %（約 4 步，受困時約 3 步）；允許最多 100 次橫向移動時成功 94 %（約 21 步，受困時約 64 步）。</translation>
    </message>
</context>
<context>
    <name>ExperimentsHost</name>
    <message>
        <source>&amp;Experiments…</source>
        <translation>實驗(&amp;E)…</translation>
    </message>
    <message>
        <source>Run a local search many times and compare how often it solves, and in how many steps, as in the textbook&apos;s table.</source>
        <translation>把一種局部搜尋執行許多次，比較它多常求解成功、用多少步，就像教科書中的表格。</translation>
    </message>
</context>
<context>
    <name>ExperimentsWindow</name>
    <message>
        <source>CSP backtracking to the first solution with plain backtracking, backjumping, forward checking, MRV and MAC, N = 4 to 50: the checks each needs, on a log scale. Runs beyond the budget of 10,000,000 checks are reported as over budget.</source>
        <translation>CSP 回溯求第一個解，比較普通回溯、回跳、前向檢驗、最少剩餘值與維護弧相容，N = 4 到 50：各自所需的檢查次數，用對數刻度顯示。超過 10,000,000 次檢查預算的執行報告為超出預算。</translation>
    </message>
    <message>
        <source>%1 runs of MRV + forward checking with random ties on %2 queens, without restarts and with restarts after %3 backtracks (Luby): how long the longest runs take.</source>
        <translation>在 %2 皇后上以隨機打破平手的最少剩餘值 + 前向檢驗執行 %1 次，不重新開始與每 %3 次回溯後重新開始（Luby）各一組：看最長的執行要多久。</translation>
    </message>
    <message>
        <source>A node is one value tried; a consistency check is one test of one value against one other row. Both are counted to the first solution.</source>
        <translation>一個節點即嘗試一個值；一次一致性檢查即一個值對另一列的一次檢驗。兩者都計到第一個解為止。</translation>
    </message>
    <message>
        <source>CSP: consistency checks, N = 4 to 50</source>
        <translation>CSP：一致性檢查次數，N = 4 到 50</translation>
    </message>
    <message>
        <source>Heavy tail: MRV + forward checking, restarts or not</source>
        <translation>重尾：最少剩餘值 + 前向檢驗，重新開始與否</translation>
    </message>
    <message numerus="yes">
        <source>Running %Ln run(s)…</source>
        <translation>
            <numerusform>正在執行 %Ln 次…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling: the runs under way finish their block…</source>
        <translation>正在取消：進行中的執行會先完成所在的批次…</translation>
    </message>
    <message>
        <source>The experiment failed: %1</source>
        <translation>實驗失敗：%1</translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 runs finished; the table shows those (whole blocks of %3 runs).</source>
        <translation>已取消：%2 次執行中完成了 %1 次；表格顯示的就是這些執行（每批 %3 次，只計完整的批次）。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln run(s) in %1 s; threads: %2.</source>
        <translation>
            <numerusform>%Ln 次執行，用時 %1 秒；執行緒數：%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已儲存 %1。</translation>
    </message>
    <message>
        <source>Export the results as CSV</source>
        <translation>把結果匯出為 CSV</translation>
    </message>
    <message>
        <source>Export the results as JSON</source>
        <translation>把結果匯出為 JSON</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 檔案 (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 檔案 (*.json)</translation>
    </message>
    <message>
        <source>A step is one move.</source>
        <translation>一步即一次移動。</translation>
    </message>
    <message>
        <source>A step is one proposed move, taken or not.</source>
        <translation>一步即一次提議的移動，無論是否被接受。</translation>
    </message>
    <message>
        <source>A step is one pass of the loop: a conflicted queen put on its best square.</source>
        <translation>一步即迴圈的一輪：把一個有衝突的皇后放到它最好的格子上。</translation>
    </message>
    <message>
        <source>A step is one generation.</source>
        <translation>一步即一代。</translation>
    </message>
    <message>
        <source>A step is one swap judged.</source>
        <translation>一步即評估一次交換。</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>實驗</translation>
    </message>
    <message>
        <source>Textbook: hill climbing on 8 queens</source>
        <translation>教科書：八皇后爬山法</translation>
    </message>
    <message>
        <source>Steepest-ascent hill climbing, N = 8, 10,000 runs, with 0 and with 100 sideways moves: the experiment of AIMA (4th ed., p. 131), its published figures beside the measured ones.</source>
        <translation>最陡上升爬山法，N = 8，執行 10,000 次，分別允許 0 次和 100 次橫向移動：即 AIMA（第 4 版第 131 頁）的實驗，書中數據與實測數據並列顯示。</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>執行(&amp;R)</translation>
    </message>
    <message>
        <source>Run the experiment in the background on every core.</source>
        <translation>在背景用所有 CPU 核心執行該實驗。</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Stop; the runs already finished are kept and shown.</source>
        <translation>停止；已完成的執行會保留並顯示。</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>匯出 CSV…</translation>
    </message>
    <message>
        <source>The table as CSV, as queenslab-cli experiment --csv writes it.</source>
        <translation>把表格匯出為 CSV，格式與 queenslab-cli experiment --csv 相同。</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>匯出 JSON…</translation>
    </message>
    <message>
        <source>The results as JSON, as queenslab-cli experiment --json writes it.</source>
        <translation>把結果匯出為 JSON，格式與 queenslab-cli experiment --json 相同。</translation>
    </message>
    <message>
        <source>%1, N = %2, %3 runs per value, seed %4. %5</source>
        <translation>%1，N = %2，每個取值執行 %3 次，種子 %4。%5</translation>
    </message>
    <message>
        <source>Set an experiment on the left and run it: each row of the table summarises many runs from random boards.</source>
        <translation>在左側設定實驗並執行：表格的每一列彙總了從隨機棋盤開始的許多次執行。</translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <source>draw a board as a PNG, SVG or PDF file</source>
        <translation>把棋盤繪製成 PNG、SVG 或 PDF 檔案</translation>
    </message>
    <message>
        <source>Draws one N x N board and writes it as an image: PNG (pixels), SVG or PDF (vector shapes; PDF on one A4 or Letter page). The board is given by exactly one of --placement, --solution and --input; partial boards (&quot;.&quot; rows) and boards with attacking queens are drawn as given. Exit code 0: written; 2: bad usage or input, or the write failed (e.g. a full disk). Nothing is left at the path after a failure.</source>
        <translation>繪製一個 N x N 棋盤並寫成影像檔案：PNG（像素影像）、SVG 或 PDF（向量圖形；PDF 為單頁 A4 或 Letter 紙張）。棋盤必須由 --placement、--solution 和 --input 中的恰好一個給出；未擺滿的棋盤（含 &quot;.&quot; 列）和有皇后互相攻擊的棋盤都依原樣繪製。結束代碼 0：已寫入；2：用法或輸入有誤，或寫入失敗（例如磁碟已滿）。失敗後不會在該路徑留下任何檔案。</translation>
    </message>
    <message>
        <source>Board size (a positive integer).</source>
        <translation>棋盤大小（正整數）。</translation>
    </message>
    <message>
        <source>The file to write; its extension (.png, .svg or .pdf) picks the format.</source>
        <translation>要寫入的檔案；由其副檔名（.png、.svg 或 .pdf）決定格式。</translation>
    </message>
    <message>
        <source>export supports N from 1 to %1; got %2</source>
        <translation>export 支援的 N 為 1 到 %1；收到的值為 %2</translation>
    </message>
    <message>
        <source>--transparent applies to PNG and SVG files, not to PDF</source>
        <translation>--transparent 只適用於 PNG 和 SVG 檔案，不適用於 PDF</translation>
    </message>
    <message>
        <source>--paper applies to PDF files only</source>
        <translation>--paper 只適用於 PDF 檔案</translation>
    </message>
</context>
<context>
    <name>ExportController</name>
    <message>
        <source>Export board image…</source>
        <translation>匯出棋盤影像…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <comment>File|Export board image</comment>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Save the board as shown as a PNG, SVG or PDF file.</source>
        <translation>將目前顯示的棋盤儲存為 PNG、SVG 或 PDF 檔案。</translation>
    </message>
    <message>
        <source>Copy board image</source>
        <translation>複製棋盤影像</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <comment>File|Copy board image</comment>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Export animation…</source>
        <translation>匯出動畫…</translation>
    </message>
    <message>
        <source>Save a range of steps of this run as an animated GIF or as numbered PNG frames.</source>
        <translation>將本次執行中的一段步驟儲存為 GIF 動畫或編號的 PNG 影格。</translation>
    </message>
    <message>
        <source>Export handout…</source>
        <translation>匯出講義…</translation>
    </message>
    <message>
        <source>A PDF with a table of solution counts and every fundamental solution of N.</source>
        <translation>產生一份 PDF，包含解的個數表以及 N 的所有基本解。</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <source>This board cannot be exported as an image: %1</source>
        <translation>無法將此棋盤匯出為影像：%1</translation>
    </message>
    <message>
        <source>The board image (%1 × %2 pixels) is on the clipboard.</source>
        <translation>棋盤影像（%1 × %2 像素）已複製到剪貼簿。</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>匯出動畫</translation>
    </message>
    <message>
        <source>This run has no steps yet: start or play a search first.</source>
        <translation>本次執行還沒有任何步驟：請先開始或播放一次搜尋。</translation>
    </message>
    <message>
        <source>steps %L1 to %L2 are no longer all kept in memory; choose steps from %L3 on.</source>
        <translation>第 %L1 到 %L2 步已不再全部保存在記憶體中；請從第 %L3 步起選擇。</translation>
    </message>
    <message>
        <source>step %L1 could not be reached.</source>
        <translation>無法到達第 %L1 步。</translation>
    </message>
    <message>
        <source>step %L1 is no longer kept in memory.</source>
        <translation>第 %L1 步已不再保存在記憶體中。</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export board image</source>
        <translation>匯出棋盤影像</translation>
    </message>
    <message>
        <source>Preview of the exported image (scaled).</source>
        <translation>匯出影像的預覽（已縮放）。</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>儲存(&amp;S)…</translation>
    </message>
    <message>
        <source>Choose a file name and write the image (.png, .svg or .pdf).</source>
        <translation>選擇檔名並寫入影像（.png、.svg 或 .pdf）。</translation>
    </message>
    <message>
        <source>&amp;Copy image</source>
        <translation>複製影像(&amp;C)</translation>
    </message>
    <message>
        <source>Put the image on the clipboard, at the chosen width.</source>
        <translation>依所選寬度將影像複製到剪貼簿。</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 影像</translation>
    </message>
    <message>
        <source>SVG vector image</source>
        <translation>SVG 向量影像</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF 文件</translation>
    </message>
    <message>
        <source>The file name decides the format: .png, .svg or .pdf.</source>
        <translation>格式由檔名決定：.png、.svg 或 .pdf。</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>Light theme</source>
        <translation>淺色主題</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation>深色主題</translation>
    </message>
    <message>
        <source>Transparent, dark labels</source>
        <translation>透明，深色文字</translation>
    </message>
    <message>
        <source>Transparent, light labels</source>
        <translation>透明，淺色文字</translation>
    </message>
    <message>
        <source>A transparent background suits slides: choose the labels&apos; tone for the slide.</source>
        <translation>透明背景適合放在投影片上：請依投影片的底色選擇文字的深淺。</translation>
    </message>
    <message>
        <source>None</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Chess (a–h, 1–8)</source>
        <translation>西洋棋（a–h，1–8）</translation>
    </message>
    <message>
        <source>0-based (as in the pseudo-code)</source>
        <translation>從 0 開始（與虛擬碼一致）</translation>
    </message>
    <message>
        <source>Hatch &amp;attacked squares</source>
        <translation>以斜紋標出受攻擊的格子(&amp;a)</translation>
    </message>
    <message>
        <source>&amp;Registers panel (cols, ld, rd, avail)</source>
        <translation>暫存器面板(&amp;R)（cols、ld、rd、avail）</translation>
    </message>
    <message>
        <source>The registers are 64-bit masks: they exist for N up to %1, and this board has N = %2.</source>
        <translation>暫存器是 64 位元遮罩：僅在 N 不超過 %1 時存在，而此棋盤的 N = %2。</translation>
    </message>
    <message>
        <source>Beside the board: the bitmask search&apos;s registers for the next empty row.</source>
        <translation>在棋盤旁顯示位元運算搜尋在下一個空列的暫存器。</translation>
    </message>
    <message>
        <source>Above the board (optional)</source>
        <translation>顯示在棋盤上方（選填）</translation>
    </message>
    <message>
        <source>Below the board (optional)</source>
        <translation>顯示在棋盤下方（選填）</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>信紙（Letter）</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>影像</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>寬度(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Background:</source>
        <translation>背景(&amp;B)：</translation>
    </message>
    <message>
        <source>C&amp;oordinates:</source>
        <translation>座標(&amp;o)：</translation>
    </message>
    <message>
        <source>&amp;Paper (PDF):</source>
        <translation>紙張(&amp;P)（PDF）：</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>標題(&amp;T)：</translation>
    </message>
    <message>
        <source>Ca&amp;ption:</source>
        <translation>說明文字(&amp;p)：</translation>
    </message>
    <message>
        <source>No preview</source>
        <translation>無預覽</translation>
    </message>
    <message>
        <source>Image copied to the clipboard (%1 × %2 pixels).</source>
        <translation>影像已複製到剪貼簿（%1 × %2 像素）。</translation>
    </message>
    <message>
        <source>queens-%1</source>
        <comment>file name of an exported board; %1 is N</comment>
        <translation>%1皇后</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 影像 (*.png)</translation>
    </message>
    <message>
        <source>SVG vector image (*.svg)</source>
        <translation>SVG 向量影像 (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>匯出失敗</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已儲存 %1</translation>
    </message>
    <message>
        <source>Stopping the export; the dialog closes when it has stopped.</source>
        <translation>正在停止匯出；停止後對話框將關閉。</translation>
    </message>
    <message>
        <source>Stop the export: a copy is dropped before it reaches the clipboard, a file is not written. A file whose writing has already begun is finished and kept.</source>
        <translation>停止匯出：複製的影像不會放到剪貼簿，檔案也不會寫入。已經開始寫入的檔案會寫完並保留。</translation>
    </message>
    <message>
        <source>Width of the image in pixels, %1 to %2; the height follows from the layout. An image of %2 pixels takes 256 MiB of memory and some seconds to save. Wider images, up to %3 pixels: queenslab-cli export --size.</source>
        <translation>影像寬度（像素），%1 到 %2；高度由版面決定。%2 像素的影像佔用 256 MiB 記憶體，儲存需要幾秒鐘。更寬的影像（最多 %3 像素）請用 queenslab-cli export --size。</translation>
    </message>
    <message>
        <source>not enough memory for the image</source>
        <translation>記憶體不足，無法產生影像</translation>
    </message>
    <message>
        <source>Rendering the image (%1 × %2 pixels)…</source>
        <translation>正在繪製影像（%1 × %2 像素）……</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>正在儲存 %1……</translation>
    </message>
    <message>
        <source>Copy cancelled: the clipboard is unchanged.</source>
        <translation>已取消複製：剪貼簿未改變。</translation>
    </message>
    <message>
        <source>Saved %1: the cancel came after the writing had begun.</source>
        <translation>已儲存 %1：取消要求在寫入開始之後才到達。</translation>
    </message>
    <message>
        <source>The width must be %1 to %2 pixels.</source>
        <translation>寬度必須為 %1 到 %2 像素。</translation>
    </message>
</context>
<context>
    <name>ExportFile</name>
    <message>
        <source>%1 or %2</source>
        <extracomment>&quot;%1&quot; is a comma-separated list of file extensions, &quot;%2&quot; the last one: &quot;.png, .svg or .pdf&quot;</extracomment>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>unknown file type &quot;%1&quot;: use %2</source>
        <translation>未知的檔案類型「%1」：請使用 %2</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>未指定檔名</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a folder</source>
        <translation>「%1」是一個資料夾</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a folder</source>
        <translation>「%1」不是資料夾</translation>
    </message>
    <message>
        <source>the folder &quot;%1&quot; does not exist</source>
        <translation>資料夾「%1」不存在</translation>
    </message>
    <message>
        <source>cannot write to the folder &quot;%1&quot;: permission denied</source>
        <translation>無法寫入資料夾「%1」：權限不足</translation>
    </message>
    <message>
        <source>cannot create &quot;%1&quot;: %2</source>
        <translation>無法建立「%1」：%2</translation>
    </message>
    <message>
        <source>writing &quot;%1&quot; failed: %2</source>
        <translation>寫入「%1」失敗：%2</translation>
    </message>
    <message>
        <source>writing &quot;%1&quot; failed</source>
        <translation>寫入「%1」失敗</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not opened</source>
        <translation>「%1」尚未開啟</translation>
    </message>
    <message>
        <source>could not save &quot;%1&quot;: %2</source>
        <translation>無法儲存「%1」：%2</translation>
    </message>
</context>
<context>
    <name>ExportJob</name>
    <message>
        <source>The export failed.</source>
        <translation>匯出失敗。</translation>
    </message>
    <message>
        <source>The export failed: not enough memory for it.</source>
        <translation>匯出失敗：記憶體不足。</translation>
    </message>
</context>
<context>
    <name>ExportOptionsParser</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Image width in pixels, from %1 to %2 (default %3); the height follows from the layout.</source>
        <translation>影像寬度（像素），範圍為 %1 到 %2（預設為 %3）；高度由版面配置決定。</translation>
    </message>
    <message>
        <source>Colours: light (default) or dark.</source>
        <translation>配色：light（淺色，預設）或 dark（深色）。</translation>
    </message>
    <message>
        <source>Transparent background around the board (PNG and SVG only).</source>
        <translation>棋盤周圍使用透明背景（僅限 PNG 和 SVG）。</translation>
    </message>
    <message>
        <source>Hatch the empty squares a queen attacks.</source>
        <translation>以斜紋標出受皇后攻擊的空格子。</translation>
    </message>
    <message>
        <source>Labels along the edges: none (default), chess (a, b, ... and 1, 2, ... from the bottom) or zero (0-based rows and columns).</source>
        <translation>沿棋盤邊緣的座標標籤：none（不顯示，預設）、chess（西洋棋式：a, b, ... 以及由下往上的 1, 2, ...）或 zero（列和欄從 0 開始編號）。</translation>
    </message>
    <message>
        <source>Draw the bitmask registers of the next empty row beside the board.</source>
        <translation>在棋盤旁邊畫出下一個空列的位元運算暫存器。</translation>
    </message>
    <message>
        <source>A title above the board.</source>
        <translation>棋盤上方的標題。</translation>
    </message>
    <message>
        <source>A caption below the board.</source>
        <translation>棋盤下方的說明文字。</translation>
    </message>
    <message>
        <source>PDF paper size: a4 (default) or letter.</source>
        <translation>PDF 紙張大小：a4（預設）或 letter。</translation>
    </message>
    <message>
        <source>Time each frame is shown, in milliseconds, from %1 to %2 (default %3; a GIF stores hundredths of a second).</source>
        <translation>每個影格的顯示時間（毫秒），範圍為 %1 到 %2（預設為 %3；GIF 以百分之一秒為單位儲存）。</translation>
    </message>
    <message>
        <source>The board: the 0-based column of each row, e.g. &quot;1 3 0 2&quot; (&quot;.&quot; for an empty row).</source>
        <translation>棋盤：依序列出每一列皇后所在的欄（從 0 開始），例如 &quot;1 3 0 2&quot;（空列以 &quot;.&quot; 表示）。</translation>
    </message>
    <message>
        <source>The board: the K-th solution of N (1-based, in lexicographic order).</source>
        <translation>棋盤：N 的第 K 個解（從 1 開始，依字典序）。</translation>
    </message>
    <message>
        <source>The board: read from FILE, as `verify` reads it (- for standard input).</source>
        <translation>棋盤：從 FILE 讀取，格式與 `verify` 相同（- 表示標準輸入）。</translation>
    </message>
    <message>
        <source>Print {&quot;n&quot;,&quot;output&quot;,&quot;format&quot;,&quot;bytes&quot;} as one JSON line.</source>
        <translation>以一行 JSON 輸出 {&quot;n&quot;,&quot;output&quot;,&quot;format&quot;,&quot;bytes&quot;}。</translation>
    </message>
    <message>
        <source>--output FILE is missing</source>
        <translation>缺少 --output FILE</translation>
    </message>
    <message>
        <source>--output must name a file; got &apos;%1&apos;</source>
        <translation>--output 必須指定一個檔案；收到的值為「%1」</translation>
    </message>
    <message>
        <source>no board given; use --placement, --solution or --input</source>
        <translation>未指定棋盤；請使用 --placement、--solution 或 --input</translation>
    </message>
    <message>
        <source>give the board only once; got %1</source>
        <translation>棋盤只能指定一次；但同時給出了 %1</translation>
    </message>
    <message>
        <source>--size must be from %1 to %2 pixels; got &apos;%3&apos;</source>
        <translation>--size 必須在 %1 到 %2 像素之間；收到的值為「%3」</translation>
    </message>
    <message>
        <source>unknown theme &apos;%1&apos;; choose light or dark</source>
        <translation>未知的主題「%1」；可選：light 或 dark</translation>
    </message>
    <message>
        <source>unknown coordinates &apos;%1&apos;; choose none, chess or zero</source>
        <translation>未知的座標樣式「%1」；可選：none、chess 或 zero</translation>
    </message>
    <message>
        <source>unknown paper size &apos;%1&apos;; choose a4 or letter</source>
        <translation>未知的紙張大小「%1」；可選：a4 或 letter</translation>
    </message>
    <message>
        <source>--delay must be from %1 to %2 milliseconds; got &apos;%3&apos;</source>
        <translation>--delay 必須在 %1 到 %2 毫秒之間；收到的值為「%3」</translation>
    </message>
    <message>
        <source>--solution supports N from 1 to %1; got %2</source>
        <translation>--solution 支援的 N 為 1 到 %1；收到的值為 %2</translation>
    </message>
    <message>
        <source>--solution supports K up to %1; got %2</source>
        <translation>--solution 支援的 K 最大為 %1；收到的值為 %2</translation>
    </message>
    <message>
        <source>N = %1 has no solution; --solution %2 does not exist</source>
        <translation>N = %1 時無解；--solution %2 所指的解不存在</translation>
    </message>
    <message numerus="yes">
        <source>N = %1 has %2 solution(s); --solution %3 is beyond them</source>
        <comment>%2 is at least 1</comment>
        <translation>
            <numerusform>N = %1 時只有 %2 個解；--solution %3 超出了範圍</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: it is a directory</source>
        <translation>無法寫入「%1」：這是一個目錄</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: the directory &apos;%2&apos; does not exist</source>
        <translation>無法寫入「%1」：目錄「%2」不存在</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>無法寫入「%1」：%2</translation>
    </message>
    <message>
        <source>cannot write frames into &apos;%1&apos;: it is a file, not a directory</source>
        <translation>無法將影格寫入「%1」：它是一個檔案，而不是目錄</translation>
    </message>
    <message>
        <source>cannot write into &apos;%1&apos;: %2</source>
        <translation>無法在「%1」中寫入：%2</translation>
    </message>
    <message>
        <source>writing &apos;%1&apos; failed</source>
        <translation>寫入「%1」失敗</translation>
    </message>
    <message>
        <source>interrupted; nothing was written to &apos;%1&apos;</source>
        <translation>已中斷；未向「%1」寫入任何內容</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: it is a folder; --output needs a file name</source>
        <translation>無法寫入「%1」：它是資料夾；--output 需要一個檔案名稱</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: &apos;%2&apos; is a file, not a directory</source>
        <translation>無法寫入「%1」：「%2」是檔案，不是資料夾</translation>
    </message>
    <message>
        <source>interrupted after %1; nothing was written to &apos;%2&apos;</source>
        <translation>在%1後被中斷；未向「%2」寫入任何內容</translation>
    </message>
    <message>
        <source>%1 must be on or off; got &apos;%2&apos;</source>
        <translation>%1 必須是 on 或 off；收到的值為「%2」</translation>
    </message>
</context>
<context>
    <name>ExportProcess</name>
    <message>
        <source>the export process stopped unexpectedly</source>
        <translation>匯出行程意外終止</translation>
    </message>
    <message>
        <source>the export process failed (exit code %1)</source>
        <translation>匯出行程失敗（結束代碼 %1）</translation>
    </message>
    <message>
        <source>could not save &quot;%1&quot;: %2</source>
        <translation>無法儲存「%1」：%2</translation>
    </message>
</context>
<context>
    <name>ExportProgressPanel</name>
    <message>
        <source>&amp;Cancel export</source>
        <translation>取消匯出(&amp;C)</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消……</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>匯出失敗：%1</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation>匯出已取消：未寫入任何內容。</translation>
    </message>
</context>
<context>
    <name>GifWriter</name>
    <message>
        <source>Could not write the GIF: %1</source>
        <translation>無法寫入 GIF：%1</translation>
    </message>
    <message>
        <source>the animation has no frames</source>
        <translation>動畫沒有任何影格</translation>
    </message>
    <message>
        <source>the animation was already started</source>
        <translation>動畫已經開始寫入</translation>
    </message>
    <message>
        <source>the file is not open for writing</source>
        <translation>檔案未以寫入模式開啟</translation>
    </message>
    <message>
        <source>a GIF image must be 1 to %1 pixels wide and high; got %2 × %3</source>
        <translation>GIF 影像的寬度和高度必須在 1 到 %1 像素之間；收到的值為 %2 × %3</translation>
    </message>
    <message>
        <source>the animation was not started</source>
        <translation>動畫尚未開始寫入</translation>
    </message>
    <message>
        <source>frame %1 is %2 × %3 pixels, but the animation is %4 × %5</source>
        <translation>第 %1 個影格為 %2 × %3 像素，但動畫為 %4 × %5 像素</translation>
    </message>
    <message>
        <source>could not reduce a frame to 256 colours</source>
        <translation>無法將影格縮減為 256 色</translation>
    </message>
    <message>
        <source>writing failed (is the disk full?)</source>
        <translation>寫入失敗（磁碟是否已滿？）</translation>
    </message>
    <message>
        <source>writing failed: %1</source>
        <translation>寫入失敗：%1</translation>
    </message>
    <message>
        <source>not enough memory</source>
        <translation>記憶體不足</translation>
    </message>
    <message>
        <source>a frame has no colour table</source>
        <translation>某個影格沒有色彩表</translation>
    </message>
    <message>
        <source>a frame has more pixels than its size allows</source>
        <translation>某個影格的像素數超出了其尺寸所允許的範圍</translation>
    </message>
    <message>
        <source>internal error: a descriptor was written twice</source>
        <translation>內部錯誤：描述子被寫入了兩次</translation>
    </message>
    <message>
        <source>giflib error %1 (%2)</source>
        <translation>giflib 錯誤 %1（%2）</translation>
    </message>
    <message>
        <source>not enough memory for a frame of %1 × %2 pixels</source>
        <translation>記憶體不足，無法產生 %1 × %2 像素的影格</translation>
    </message>
</context>
<context>
    <name>HandbookWindow</name>
    <message>
        <source>QueensLab Handbook</source>
        <translation>QueensLab 使用手冊</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>導覽</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>上一頁</translation>
    </message>
    <message>
        <source>Back to the place shown before</source>
        <translation>回到先前顯示的位置</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>下一頁</translation>
    </message>
    <message>
        <source>Forward again</source>
        <translation>再次前往下一頁</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>首頁</translation>
    </message>
    <message>
        <source>The beginning of the handbook</source>
        <translation>手冊的開頭</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目錄</translation>
    </message>
</context>
<context>
    <name>HandoutCommand</name>
    <message>
        <source>write a PDF handout: solution counts and every fundamental solution of N</source>
        <translation>產生 PDF 講義：解的個數以及 N 的所有基本解</translation>
    </message>
    <message>
        <source>Writes a printable PDF: page 1 is a table of the number of solutions (all and fundamental) for n = 1..N; the following pages show every fundamental solution of N (one per symmetry class, the lexicographically smallest member) as a small captioned board. N from 1 to %1. Exit code 0: written; 2: bad usage or input, or the write failed (e.g. a full disk). Nothing is left at the path after a failure.</source>
        <translation>產生一份可列印的 PDF：第 1 頁是 n = 1..N 時解的個數表（全部解和基本解）；後續各頁以附說明文字的小棋盤列出 N 的每一個基本解（每個對稱類一個，即其中字典序最小的成員）。N 的範圍為 1 到 %1。結束代碼 0：已寫入；2：用法或輸入有誤，或寫入失敗（例如磁碟已滿）。失敗後不會在該路徑留下任何檔案。</translation>
    </message>
    <message>
        <source>Board size (a positive integer).</source>
        <translation>棋盤大小（正整數）。</translation>
    </message>
    <message>
        <source>The PDF file to write (its name ends in .pdf).</source>
        <translation>要寫入的 PDF 檔案（檔名以 .pdf 結尾）。</translation>
    </message>
    <message>
        <source>%1 of %2 boards drawn</source>
        <translation>繪製了 %2 個棋盤中的 %1 個</translation>
    </message>
    <message>
        <source>Report the progress on standard error, one line &quot;progress D/T&quot; per step (page 1, then each board; the GUI reads these lines).</source>
        <translation>在標準錯誤輸出上回報進度，每一步一行「progress D/T」（先是第 1 頁，接著是每個棋盤；圖形介面讀取這些行）。</translation>
    </message>
</context>
<context>
    <name>HandoutDialog</name>
    <message>
        <source>Export handout</source>
        <translation>匯出講義</translation>
    </message>
    <message>
        <source>The handout lists every fundamental solution of N (N up to %1).</source>
        <translation>講義列出 N 的所有基本解（N 最大為 %1）。</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>信紙（Letter）</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>儲存(&amp;S)…</translation>
    </message>
    <message>
        <source>Stop writing the handout; the partial file is removed.</source>
        <translation>停止寫入講義；未完成的檔案將被刪除。</translation>
    </message>
    <message>
        <source>Board size &amp;N:</source>
        <translation>棋盤大小(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>紙張(&amp;P)：</translation>
    </message>
    <message>
        <source>Pages: 1. The counts for N = 1 to %1 (N = %1 has no solution).</source>
        <translation>頁數：1。列出 N = 1 到 %1 的解的個數（N = %1 無解）。</translation>
    </message>
    <message>
        <source>Pages: %L1. The counts for N = 1 to %2, then the fundamental solutions of N = %2, up to %L3 per page.</source>
        <translation>頁數：%L1。先列出 N = 1 到 %2 的解的個數，再列出 N = %2 的基本解，每頁最多 %L3 個。</translation>
    </message>
    <message>
        <source>queens-%1-handout</source>
        <comment>file name; %1 is N</comment>
        <translation>%1皇后-講義</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Writing the handout for N = %1…</source>
        <translation>正在產生 N = %1 的講義……</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已儲存 %1。</translation>
    </message>
    <message>
        <source>N must be 1 to %1: larger boards have too many solutions for a handout.</source>
        <translation>N 必須為 1 到 %1：更大的棋盤解太多，無法放進講義。</translation>
    </message>
</context>
<context>
    <name>HandoutWriter</name>
    <message>
        <source>a handout can be made for n from 1 to %1; got %2</source>
        <translation>講義支援的 n 為 1 到 %1；收到的值為 %2</translation>
    </message>
    <message>
        <source>Solutions of the N-Queens problem for n = %1</source>
        <translation>N 皇后問題的解（n = %1）</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>無法開始寫入 PDF</translation>
    </message>
    <message>
        <source>internal error: %1 fundamental solutions listed, %2 counted</source>
        <translation>內部錯誤：列出了 %1 個基本解，但統計出 %2 個</translation>
    </message>
    <message>
        <source>a new page could not be started</source>
        <translation>無法開始新的一頁</translation>
    </message>
    <message>
        <source>Fundamental solutions of n = %1: %2 to %3 of %4</source>
        <translation>n = %1 的基本解：第 %2 至 %3 個，共 %4 個</translation>
    </message>
    <message>
        <source>the PDF could not be finished</source>
        <translation>無法完成 PDF 的寫入</translation>
    </message>
    <message>
        <source>Place n queens on an n × n board so that no two attack each other (no two in one row, column or diagonal). How many ways are there?</source>
        <translation>在 n × n 的棋盤上放置 n 個皇后，使任兩個皇后都不互相攻擊（即任兩個皇后都不在同一列、同一欄或同一條對角線上）。共有多少種放法？</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>all solutions</source>
        <translation>全部解</translation>
    </message>
    <message>
        <source>fundamental solutions</source>
        <translation>基本解</translation>
    </message>
    <message>
        <source>A board has eight symmetries: the rotations by 0°, 90°, 180° and 270°, and the reflections in its vertical and horizontal middle lines and in its two diagonals. Each of them turns a solution into a solution. Solutions that turn into one another form a symmetry class, and a fundamental solution stands for one whole class. A class has 8, 4, 2 or 1 distinct members (its orbit size), so the orbit sizes of the fundamental solutions add up to the number of all solutions.</source>
        <translation>棋盤有八種對稱變換：旋轉 0°、90°、180° 和 270°，以及左右鏡像、上下鏡像和沿兩條對角線（主對角線與副對角線）的鏡像。每一種變換都會把解變成解。能互相變換得到的解構成一個對稱類，一個基本解代表整個對稱類。一個對稱類中有 8、4、2 或 1 個互不相同的解（即它的軌道大小），因此各基本解的軌道大小之和等於全部解的個數。</translation>
    </message>
    <message>
        <source>For n = %1 there is no solution at all.</source>
        <translation>n = %1 時沒有任何解。</translation>
    </message>
    <message>
        <source>The only fundamental solution of n = %1 follows this page.</source>
        <translation>n = %1 唯一的基本解見下一頁。</translation>
    </message>
    <message>
        <source>The %1 fundamental solutions of n = %2 follow this page.</source>
        <translation>n = %2 的 %1 個基本解見後續各頁。</translation>
    </message>
    <message>
        <source>Each is its class&apos;s smallest member: the one whose columns, read from the top row down, come first in dictionary order. Under each board: its number, its orbit size, and the column of the queen in each row, from the top row down, counted from 0.</source>
        <translation>每個基本解都是其對稱類中最小的成員：從最上面一列往下依序讀出各列皇后所在的欄，依字典序排在最前面的那個。每個棋盤下方依序標出：它的編號、它的軌道大小，以及從最上面一列往下每一列皇后所在的欄（從 0 開始計數）。</translation>
    </message>
    <message>
        <source>No. %1 · orbit %2</source>
        <translation>編號 %1 · 軌道大小 %2</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>第 %1 頁，共 %2 頁</translation>
    </message>
</context>
<context>
    <name>HeatMapRenderer</name>
    <message>
        <source>%1 queens: %2 in conflict</source>
        <extracomment>The heat view of a large board: how many queens it shows and how many are attacked.</extracomment>
        <translation>%1 個皇后：%2 個有衝突</translation>
    </message>
    <message>
        <source>1–%1 attacked per region</source>
        <extracomment>Heat view legend: regions whose queens are attacked, from 1 to %1 per region.</extracomment>
        <translation>每區 1–%1 個受攻擊</translation>
    </message>
    <message>
        <source>attacked queens</source>
        <extracomment>Heat view legend: regions with an attacked queen.</extracomment>
        <translation>受攻擊的皇后</translation>
    </message>
    <message>
        <source>no queen</source>
        <extracomment>Heat view legend: a region of the board without queens.</extracomment>
        <translation>沒有皇后</translation>
    </message>
    <message>
        <source>queens, none attacked</source>
        <extracomment>Heat view legend: queens none of which is attacked (the stronger, the more queens).</extracomment>
        <translation>有皇后，皆未受攻擊</translation>
    </message>
</context>
<context>
    <name>HeuristicChart</name>
    <message>
        <source>h and temperature over steps</source>
        <translation>h 與溫度隨步數的變化</translation>
    </message>
    <message>
        <source>h over steps</source>
        <translation>h 隨步數的變化</translation>
    </message>
    <message>
        <source>h (attacking pairs)</source>
        <translation>h（互相攻擊的皇后對數）</translation>
    </message>
    <message>
        <source>Temperature T</source>
        <translation>溫度 T</translation>
    </message>
    <message>
        <source>h</source>
        <comment>short axis title: attacking pairs</comment>
        <translation>h</translation>
    </message>
    <message>
        <source>T</source>
        <comment>short axis title: temperature</comment>
        <translation>T</translation>
    </message>
</context>
<context>
    <name>InputReader</name>
    <message>
        <source>standard input</source>
        <translation>標準輸入</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;: it is a directory</source>
        <translation>無法讀取「%1」：這是一個目錄</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation>無法讀取「%1」：%2</translation>
    </message>
</context>
<context>
    <name>InterruptExit</name>
    <message>
        <source>could not save &apos;%1&apos;: %2</source>
        <translation>無法儲存「%1」：%2</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系統語言</translation>
    </message>
</context>
<context>
    <name>LessonCommand</name>
    <message>
        <source>check a lesson file (.qlesson) or write it as a web page</source>
        <translation>檢查課程檔案（.qlesson），或將其寫成網頁</translation>
    </message>
    <message>
        <source>write the lesson as one self-contained web page that plays in any browser</source>
        <translation>把課程寫成一個獨立的網頁，可在任何瀏覽器中播放</translation>
    </message>
    <message>
        <source>Writes the lesson FILE as one self-contained web page (HTML with its script and style inside, no network): the board at every step of the lesson, the marks, the captions and the pseudo-code, the narration and the questions, played forward and back with buttons and keys. The same page as the app&apos;s File &gt; Export lesson as web page. Boards up to %1 x %1; a run longer than %L2 steps keeps a window of steps around each stop. Exit code 0: written; 2: the lesson is not good or the page cannot be written; 130: interrupted.</source>
        <translation>把課程檔案 FILE 寫成一個獨立的網頁（腳本和樣式都在 HTML 之內，無須連網）：課程每一步的棋盤、標記、說明文字和虛擬碼，以及講解和問題，可用按鈕和按鍵前進、後退。與程式中「檔案 &gt; 將課程匯出為網頁」得到的網頁相同。棋盤最大 %1 x %1；執行超過 %L2 步時，只保留每一站前後的一段步驟。結束代碼 0：已寫出；2：課程有誤或網頁無法寫出；130：已中斷。</translation>
    </message>
    <message>
        <source>The page to write (.html or .htm).</source>
        <translation>要寫出的網頁（.html 或 .htm）。</translation>
    </message>
    <message>
        <source>The page&apos;s language: en, zh_CN or zh_TW (default: the locale&apos;s).</source>
        <translation>網頁的語言：en、zh_CN 或 zh_TW（預設：系統地區設定的語言）。</translation>
    </message>
    <message>
        <source>lesson html: --output PAGE.html is required</source>
        <translation>lesson html：必須給出 --output PAGE.html</translation>
    </message>
    <message>
        <source>lesson html: unknown language &apos;%1&apos;; choose one of: %2</source>
        <translation>lesson html：未知的語言「%1」；請從以下選擇：%2</translation>
    </message>
    <message>
        <source>interrupted while writing the page of %1; nothing was written</source>
        <translation>寫出 %1 的網頁時被中斷；沒有寫出任何檔案</translation>
    </message>
    <message>
        <source>%1: wrote %2 (%L3 KiB)</source>
        <translation>%1：已寫出 %2（%L3 KiB）</translation>
    </message>
    <message>
        <source>read a lesson, replay its run and check every stop (exit 0: a good lesson)</source>
        <translation>讀取課程，重播其執行並檢查每一站（結束代碼 0：課程無誤）</translation>
    </message>
    <message>
        <source>Usage: queenslab-cli lesson SUBCOMMAND FILE [options]

Lessons: a run prepared by a teacher, with stops, narration and questions (a .qlesson file).

Subcommands:
</source>
        <translation>用法：queenslab-cli lesson SUBCOMMAND FILE [options]

課程：教師預先準備好的一次執行，分為若干站，附有講解與問題（.qlesson 檔案）。

子命令：
</translation>
    </message>
    <message>
        <source>
Run &apos;queenslab-cli lesson SUBCOMMAND --help&apos; for its options.
</source>
        <translation>
執行「queenslab-cli lesson SUBCOMMAND --help」查看其選項。
</translation>
    </message>
    <message>
        <source>lesson: missing subcommand; choose one of: %1 (see &apos;queenslab-cli lesson --help&apos;)</source>
        <translation>lesson：缺少子命令；可選：%1（請參閱「queenslab-cli lesson --help」）</translation>
    </message>
    <message>
        <source>lesson: unknown subcommand &apos;%1&apos;; choose one of: %2</source>
        <translation>lesson：未知的子命令「%1」；可選：%2</translation>
    </message>
    <message>
        <source>Reads the lesson FILE and replays its run from the start to its last stop, as the app does when it opens the lesson: every stop must be reached, every breakpoint must stop on its stop&apos;s step and every question must have an answer. Exit code 0: a good lesson (one line of summary); 2: the file cannot be read or is not a good lesson (the reason names the file); 130: interrupted (Ctrl-C).</source>
        <translation>讀取課程檔案 FILE，並像應用程式開啟課程時那樣，從頭重播其執行直到最後一站：每一站都必須能到達，每個中斷點都必須正好停在所在站的步上，每個問題都必須有答案。結束代碼 0：課程無誤（輸出一行摘要）；2：檔案無法讀取或不是有效的課程（原因中會指明檔案）；130：被中斷（Ctrl-C）。</translation>
    </message>
    <message>
        <source>The lesson file (.qlesson).</source>
        <translation>課程檔案（.qlesson）。</translation>
    </message>
    <message>
        <source>Print {&quot;file&quot;,&quot;title&quot;,&quot;algorithm&quot;,&quot;n&quot;,&quot;stops&quot;,&quot;replayed&quot;,&quot;ok&quot;} as one JSON line.</source>
        <translation>以一行 JSON 輸出 {&quot;file&quot;,&quot;title&quot;,&quot;algorithm&quot;,&quot;n&quot;,&quot;stops&quot;,&quot;replayed&quot;,&quot;ok&quot;}。</translation>
    </message>
    <message>
        <source>interrupted after replaying %L1 of %L2 steps of %3; the lesson was not checked</source>
        <translation>重播了 %3 的 %L2 步中的 %L1 步後被中斷；課程未檢查完畢</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n stop(s)</source>
        <comment>how many stops a lesson has</comment>
        <translation>
            <numerusform>%n 站</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>replayed %L1 step(s)</source>
        <comment>events replayed to check a lesson</comment>
        <translation>
            <numerusform>重播了 %L1 步</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, all reached (%3 of the %4 search, N = %5)</source>
        <translation>%1：%2，全部到達（在 %4 搜尋中%3，N = %5）</translation>
    </message>
</context>
<context>
    <name>LessonController</name>
    <message>
        <source>Opening the lesson was cancelled.</source>
        <translation>已取消開啟課程。</translation>
    </message>
    <message>
        <source>Going to stop %L1 as soon as the search gets there…</source>
        <translation>搜尋一到達就前往第 %L1 站…</translation>
    </message>
    <message>
        <source>Step %L1</source>
        <translation>第 %L1 步</translation>
    </message>
    <message>
        <source>The breakpoint is not reached after the previous stop: the stop keeps its step.</source>
        <translation>上一站之後不會到達這個中斷點：本站保留原來的步數。</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <source>%1 must be &quot;in-order&quot;, &quot;mrv&quot; or &quot;mrv-degree&quot;</source>
        <translation>%1 必須是 &quot;in-order&quot;、&quot;mrv&quot; 或 &quot;mrv-degree&quot;</translation>
    </message>
    <message>
        <source>%1 must be &quot;in-order&quot; or &quot;lcv&quot;</source>
        <translation>%1 必須是 &quot;in-order&quot; 或 &quot;lcv&quot;</translation>
    </message>
    <message>
        <source>%1 must be &quot;none&quot;, &quot;fc&quot; or &quot;mac&quot;</source>
        <translation>%1 必須是 &quot;none&quot;、&quot;fc&quot; 或 &quot;mac&quot;</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>第 %1 行第 %2 欄</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation>缺少 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 must be a number</source>
        <translation>%1 必須是數字</translation>
    </message>
    <message>
        <source>%1 must be a whole number</source>
        <translation>%1 必須是整數</translation>
    </message>
    <message>
        <source>%1 must be from %L2 to %L3; got %L4</source>
        <translation>%1 必須介於 %L2 到 %L3 之間；實際為 %L4</translation>
    </message>
    <message>
        <source>%1 must be true or false</source>
        <translation>%1 必須是 true 或 false</translation>
    </message>
    <message>
        <source>%1 must be an object</source>
        <translation>%1 必須是物件</translation>
    </message>
    <message>
        <source>%1 must be an array</source>
        <translation>%1 必須是陣列</translation>
    </message>
    <message>
        <source>%1 (%2) must be a string</source>
        <translation>%1（%2）必須是字串</translation>
    </message>
    <message>
        <source>%1 (%2) is empty</source>
        <translation>%1（%2）是空的</translation>
    </message>
    <message>
        <source>%1 (%2) is longer than %L3 characters</source>
        <translation>%1（%2）超過 %L3 個字元</translation>
    </message>
    <message>
        <source>%1 has no text in English, Simplified or Traditional Chinese</source>
        <translation>%1 沒有英文、簡體中文或繁體中文的文字</translation>
    </message>
    <message>
        <source>problem</source>
        <translation>問題設定</translation>
    </message>
    <message>
        <source>&quot;algorithm&quot; must be a string</source>
        <translation>&quot;algorithm&quot; 必須是字串</translation>
    </message>
    <message>
        <source>unknown algorithm %1</source>
        <translation>未知的演算法 %1</translation>
    </message>
    <message>
        <source>%1 must have %L2 entries, one per row; it has %L3</source>
        <translation>%1 必須有 %L2 項，每列一項；實際有 %L3 項</translation>
    </message>
    <message>
        <source>view</source>
        <translation>顯示設定</translation>
    </message>
    <message>
        <source>%1: unknown panel %2 (known: %3)</source>
        <translation>%1：未知的面板 %2（可用：%3）</translation>
    </message>
    <message>
        <source>%1 must be a number of steps per second or &quot;max&quot;</source>
        <translation>%1 必須是每秒步數或 &quot;max&quot;</translation>
    </message>
    <message>
        <source>%1 must be from %L2 to %L3 steps per second; got %L4</source>
        <translation>%1 必須介於每秒 %L2 到 %L3 步之間；實際為 %L4</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; does not apply to the %3 search</source>
        <translation>%1：&quot;%2&quot; 不適用於 %3 搜尋</translation>
    </message>
    <message>
        <source>%1: unknown kind %2</source>
        <translation>%1：未知的類型 %2</translation>
    </message>
    <message>
        <source>question</source>
        <translation>提問</translation>
    </message>
    <message>
        <source>%1: unknown kind %2 (known: next-queen, choice, number)</source>
        <translation>%1：未知的類型 %2（可用：next-queen、choice、number）</translation>
    </message>
    <message>
        <source>&quot;prompt&quot; is missing</source>
        <translation>缺少 &quot;prompt&quot;</translation>
    </message>
    <message>
        <source>%1 must hold 2 to %2 answers; it holds %3</source>
        <translation>%1 必須包含 2 到 %2 個選項；實際有 %3 個</translation>
    </message>
    <message>
        <source>the question has no answer (&quot;answer&quot;: the index of the right choice)</source>
        <translation>該問題沒有答案（&quot;answer&quot;：正確選項的索引）</translation>
    </message>
    <message>
        <source>the question has no answer (&quot;answer&quot;: a number)</source>
        <translation>該問題沒有答案（&quot;answer&quot;：一個數）</translation>
    </message>
    <message>
        <source>&quot;tolerance&quot; must not be negative</source>
        <translation>&quot;tolerance&quot; 不能是負數</translation>
    </message>
    <message>
        <source>the lesson has no stops</source>
        <translation>課程沒有任何站</translation>
    </message>
    <message>
        <source>the lesson has %L1 stops; at most %L2 are allowed</source>
        <translation>課程有 %L1 站；最多允許 %L2 站</translation>
    </message>
    <message>
        <source>stop %1</source>
        <translation>第 %1 站</translation>
    </message>
    <message>
        <source>the file is larger than %L1 MiB; a lesson is a small text file</source>
        <translation>檔案大於 %L1 MiB；課程應是一個小型文字檔</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>檔案是空的</translation>
    </message>
    <message>
        <source>this is a binary file, not a lesson (JSON text)</source>
        <translation>這是二進位檔，不是課程（JSON 文字）</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text, so it is not a lesson</source>
        <translation>檔案不是 UTF-8 文字，因此不是課程</translation>
    </message>
    <message>
        <source>the file ends early, at %1: it looks truncated</source>
        <translation>檔案在%1處提前結束：似乎被截斷了</translation>
    </message>
    <message>
        <source>not valid JSON at %1 (%2)</source>
        <translation>%1處不是有效的 JSON（%2）</translation>
    </message>
    <message>
        <source>not a lesson: the file holds no JSON object</source>
        <translation>不是課程：檔案中沒有 JSON 物件</translation>
    </message>
    <message>
        <source>not a lesson: &quot;format&quot; is not &quot;%1&quot;</source>
        <translation>不是課程：&quot;format&quot; 不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>made by a newer QueensLab (lesson format version %1; this one reads up to version %2)</source>
        <translation>由較新版本的 QueensLab 製作（課程格式版本 %1；本程式最多讀取版本 %2）</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>檔案不存在</translation>
    </message>
    <message>
        <source>this is a folder, not a lesson file</source>
        <translation>這是資料夾，不是課程檔案</translation>
    </message>
    <message>
        <source>cannot read it (%1)</source>
        <translation>無法讀取（%1）</translation>
    </message>
    <message>
        <source>%1 must be &quot;steepest&quot;, &quot;stochastic&quot; or &quot;first-choice&quot;</source>
        <translation>%1 必須是 &quot;steepest&quot;、&quot;stochastic&quot; 或 &quot;first-choice&quot;</translation>
    </message>
</context>
<context>
    <name>LessonHost</name>
    <message>
        <source>Lessons (*.%1)</source>
        <translation>課程 (*.%1)</translation>
    </message>
    <message>
        <source>Cannot open the lesson</source>
        <translation>無法開啟課程</translation>
    </message>
    <message>
        <source>L&amp;esson</source>
        <translation>課程(&amp;e)</translation>
    </message>
    <message>
        <source>Open lesson…</source>
        <translation>開啟課程…</translation>
    </message>
    <message>
        <source>New lesson from the current run</source>
        <translation>用目前執行新建課程</translation>
    </message>
    <message>
        <source>Previous stop</source>
        <translation>上一站</translation>
    </message>
    <message>
        <source>Next stop</source>
        <translation>下一站</translation>
    </message>
    <message>
        <source>Back to the previous stop of the lesson (Page Up).</source>
        <translation>回到課程的上一站（Page Up）。</translation>
    </message>
    <message>
        <source>On to the next stop of the lesson (Page Down).</source>
        <translation>前往課程的下一站（Page Down）。</translation>
    </message>
    <message>
        <source>Add stop here</source>
        <translation>在此新增一站</translation>
    </message>
    <message>
        <source>Edit stop…</source>
        <translation>編輯本站…</translation>
    </message>
    <message>
        <source>Edit lesson…</source>
        <translation>編輯課程…</translation>
    </message>
    <message>
        <source>Move stop up</source>
        <translation>本站上移</translation>
    </message>
    <message>
        <source>Move stop down</source>
        <translation>本站下移</translation>
    </message>
    <message>
        <source>Delete stop</source>
        <translation>刪除本站</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>儲存課程</translation>
    </message>
    <message>
        <source>Save lesson as…</source>
        <translation>課程另存新檔…</translation>
    </message>
    <message>
        <source>Save answers…</source>
        <translation>儲存答案…</translation>
    </message>
    <message>
        <source>Close lesson</source>
        <translation>關閉課程</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Lesson (not saved)</source>
        <translation>課程（未儲存）</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>課程</translation>
    </message>
    <message>
        <source>Checking the lesson… %p%</source>
        <translation>正在檢查課程… %p%</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>開啟課程</translation>
    </message>
    <message>
        <source>Unsaved lesson</source>
        <translation>課程未儲存</translation>
    </message>
    <message>
        <source>The lesson has changes that are not saved. Save them?</source>
        <translation>課程有尚未儲存的修改。要儲存嗎？</translation>
    </message>
    <message>
        <source>A lesson is made from a search: start one first (the board shows a given position).</source>
        <translation>課程要從一次搜尋建立：請先開始搜尋（棋盤現在顯示的是給定的局面）。</translation>
    </message>
    <message>
        <source>New lesson</source>
        <translation>新課程</translation>
    </message>
    <message>
        <source>A lesson has at most %L1 stops.</source>
        <translation>一個課程最多 %L1 站。</translation>
    </message>
    <message>
        <source>Cannot save the lesson</source>
        <translation>無法儲存課程</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已儲存 %1。</translation>
    </message>
    <message>
        <source>Save answers</source>
        <translation>儲存答案</translation>
    </message>
    <message>
        <source>Answers (*.qanswers)</source>
        <translation>答案 (*.qanswers)</translation>
    </message>
    <message>
        <source>Cannot save the answers</source>
        <translation>無法儲存答案</translation>
    </message>
</context>
<context>
    <name>LessonInfoDialog</name>
    <message>
        <source>Edit lesson</source>
        <translation>編輯課程</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>標題：</translation>
    </message>
    <message>
        <source>Summary:</source>
        <translation>簡介：</translation>
    </message>
    <message>
        <source>The lesson needs a title in at least one language.</source>
        <translation>課程至少需要一種語言的標題。</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>No lesson is open.</source>
        <translation>沒有開啟的課程。</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>作答</translation>
    </message>
    <message>
        <source>Save answers…</source>
        <translation>儲存答案…</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>你的答案</translation>
    </message>
    <message>
        <source>Click the square where the search puts its next queen.</source>
        <translation>請點擊搜尋放置下一個皇后的格子。</translation>
    </message>
    <message>
        <source>%1 %L2. %3</source>
        <comment>answer mark, stop number, stop title</comment>
        <translation>%1 %L2. %3</translation>
    </message>
    <message>
        <source>Answered right</source>
        <translation>已答對</translation>
    </message>
    <message>
        <source>Answered wrong</source>
        <translation>已答錯</translation>
    </message>
    <message>
        <source>Before the first stop: press Next stop (Page Down).</source>
        <translation>尚未到第一站：請按「下一站」（Page Down）。</translation>
    </message>
    <message>
        <source>Stop %L1 of %L2: %3</source>
        <translation>第 %L1 站（共 %L2 站）：%3</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>答對了！</translation>
    </message>
    <message>
        <source>Not quite: the answer is “%1”.</source>
        <translation>不太對：答案是「%1」。</translation>
    </message>
    <message>
        <source>Not quite: you answered %1; the answer is %2.</source>
        <translation>不太對：你答的是 %1；答案是 %2。</translation>
    </message>
    <message>
        <source>Right! The queen goes to row %1, column %2.</source>
        <translation>答對了！皇后放在第 %1 列第 %2 欄。</translation>
    </message>
    <message>
        <source>Not quite: you chose row %1, column %2; the queen goes to row %3, column %4.</source>
        <translation>不太對：你選的是第 %1 列第 %2 欄；皇后放在第 %3 列第 %4 欄。</translation>
    </message>
    <message>
        <source>Pick an answer first.</source>
        <translation>請先選擇一個答案。</translation>
    </message>
    <message>
        <source>Type a number, such as 92 or 2.5.</source>
        <translation>請輸入一個數，例如 92 或 2.5。</translation>
    </message>
</context>
<context>
    <name>LessonReplay</name>
    <message>
        <source>stop %1</source>
        <translation>第 %1 站</translation>
    </message>
    <message>
        <source>%1: it plays to a breakpoint from the previous stop (step %L2), so its step must come later; it is %L3</source>
        <translation>%1：它從上一站（第 %L2 步）執行到中斷點，所以它的步必須在其後；實際為第 %L3 步</translation>
    </message>
    <message>
        <source>%1: a next-queen question needs a board of at most %2 × %2</source>
        <translation>%1：next-queen 問題需要不大於 %2 × %2 的棋盤</translation>
    </message>
    <message>
        <source>%1: step %L2 is beyond the end of its run, which has %L3 steps</source>
        <translation>%1：第 %L2 步超出了執行的結尾，該執行只有 %L3 步</translation>
    </message>
    <message>
        <source>%1: its breakpoint, played to from step %L2, stops at step %L3, not at the stop&apos;s step %L4</source>
        <translation>%1：從第 %L2 步執行到它的中斷點，停在第 %L3 步，而不是本站的第 %L4 步</translation>
    </message>
    <message>
        <source>%1: its breakpoint is never hit after step %L2</source>
        <translation>%1：第 %L2 步之後再也沒有遇到它的中斷點</translation>
    </message>
    <message>
        <source>%1: its breakpoint, played to from step %L2, is not hit by the stop&apos;s step %L3</source>
        <translation>%1：從第 %L2 步執行到它的中斷點，到本站的第 %L3 步時仍未遇到</translation>
    </message>
    <message>
        <source>%1: the question has no answer: no queen is placed after step %L2</source>
        <translation>%1：該問題沒有答案：第 %L2 步之後不再放置皇后</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>Stop %1 of %2</source>
        <translation>第 %1 站，共 %2 站</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開頭</translation>
    </message>
    <message>
        <source>End</source>
        <translation>結尾</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>後退一步</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前進一步</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暫停</translation>
    </message>
    <message>
        <source>Previous stop</source>
        <translation>上一站</translation>
    </message>
    <message>
        <source>Next stop</source>
        <translation>下一站</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步數</translation>
    </message>
    <message>
        <source>Board of %1 × %1; rows and columns count from 0</source>
        <translation>%1 × %1 棋盤；列號和欄號從 0 開始</translation>
    </message>
    <message>
        <source>Stops</source>
        <translation>課程站點</translation>
    </message>
    <message>
        <source>Pseudo-code</source>
        <translation>虛擬碼</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Queens on board</source>
        <translation>棋盤上的皇后</translation>
    </message>
    <message>
        <source>Cells tried</source>
        <translation>嘗試的格子數</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>回溯次數</translation>
    </message>
    <message>
        <source>OPEN</source>
        <translation>OPEN 表</translation>
    </message>
    <message>
        <source>CLOSED</source>
        <translation>CLOSED 表</translation>
    </message>
    <message>
        <source>Collisions</source>
        <translation>衝突數</translation>
    </message>
    <message>
        <source>Swaps made</source>
        <translation>實際交換次數</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>重新開始次數</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>解的個數</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>檢查</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>你的答案</translation>
    </message>
    <message>
        <source>Click the square where the search puts its next queen.</source>
        <translation>點選搜尋將放置下一個皇后的格子。</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>答對了！</translation>
    </message>
    <message>
        <source>Not quite: the answer is “%1”.</source>
        <translation>不對：正確答案是「%1」。</translation>
    </message>
    <message>
        <source>Not quite: the answer is %1.</source>
        <translation>不對：正確答案是 %1。</translation>
    </message>
    <message>
        <source>Right: the next queen goes on row %1, column %2.</source>
        <translation>答對了：下一個皇后放在第 %1 列第 %2 欄。</translation>
    </message>
    <message>
        <source>Not quite: the next queen goes on row %1, column %2.</source>
        <translation>不對：下一個皇后放在第 %1 列第 %2 欄。</translation>
    </message>
    <message>
        <source>Type a number.</source>
        <translation>請輸入一個數字。</translation>
    </message>
    <message>
        <source>Score: %1 of %2 questions right</source>
        <translation>得分：%2 題中答對 %1 題</translation>
    </message>
    <message>
        <source>Questions answered: %1 of %2</source>
        <translation>已回答：%1 / %2 題</translation>
    </message>
    <message>
        <source>Keys: → and ← step, PageDown and PageUp go to the next and previous stop, Home and End to the start and end, Space plays and pauses.</source>
        <translation>按鍵：→ 和 ← 單步前進和後退，PageDown 和 PageUp 跳到下一站和上一站，Home 和 End 跳到開頭和結尾，空白鍵播放或暫停。</translation>
    </message>
    <message>
        <source>Made with QueensLab.</source>
        <translation>由 QueensLab 製作。</translation>
    </message>
    <message>
        <source>This page holds %1 of the %2 steps up to the last stop, those around the stops: the steps between them are left out, and playing jumps over them.</source>
        <translation>本頁只保存到最後一站為止 %2 步中的 %1 步，即各站前後的步驟：其間的步驟被略去，播放時會跳過。</translation>
    </message>
    <message>
        <source>This page needs JavaScript to show the lesson.</source>
        <translation>本頁需要 JavaScript 才能顯示課程。</translation>
    </message>
    <message>
        <source>a web page shows boards up to %1 × %1; this lesson&apos;s board is %L2 × %L2</source>
        <translation>網頁最多顯示 %1 × %1 的棋盤；本課的棋盤是 %L2 × %L2</translation>
    </message>
    <message>
        <source>the page template is missing from the program</source>
        <translation>程式中缺少網頁範本</translation>
    </message>
    <message>
        <source>the page could not be written</source>
        <translation>無法寫入網頁</translation>
    </message>
    <message>
        <source>Attacking pairs h</source>
        <translation>攻擊對數 h</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>移動次數</translation>
    </message>
    <message>
        <source>Sideways moves</source>
        <translation>橫向移動</translation>
    </message>
    <message>
        <source>Generations</source>
        <translation>世代數</translation>
    </message>
</context>
<context>
    <name>LessonTrace</name>
    <message>
        <source>no steps to record</source>
        <translation>沒有要記錄的步驟</translation>
    </message>
    <message>
        <source>a board of %1 × %1 is too large: at most %2 × %2</source>
        <translation>%1 × %1 的棋盤太大：最多 %2 × %2</translation>
    </message>
    <message>
        <source>the run ends after %L1 steps, before step %L2</source>
        <translation>執行在 %L1 步後就結束了，到不了第 %L2 步</translation>
    </message>
    <message>
        <source>step %L1 has more mark colours than a page can hold</source>
        <translation>第 %L1 步的標記顏色超出了網頁能容納的數量</translation>
    </message>
</context>
<context>
    <name>LocalSearchDescriber</name>
    <message>
        <source>Cool down: the temperature is now T = %1.</source>
        <translation>降溫：溫度現在是 T = %1。</translation>
    </message>
    <message>
        <source>Move the queen of row %L1 from column %L2 to column %L3: h falls by %L4 to %L5.</source>
        <translation>把第 %L1 列的皇后從第 %L2 欄移到第 %L3 欄：h 減少 %L4，降到 %L5。</translation>
    </message>
    <message>
        <source>Sideways move: the queen of row %L1 goes from column %L2 to column %L3; h stays %L4.</source>
        <translation>橫向移動：第 %L1 列的皇后從第 %L2 欄移到第 %L3 欄；h 維持 %L4。</translation>
    </message>
    <message>
        <source>Accept a worse board: the queen of row %L1 goes from column %L2 to column %L3; h rises by %L4 to %L5.</source>
        <translation>接受更差的棋盤：第 %L1 列的皇后從第 %L2 欄移到第 %L3 欄；h 增加 %L4，升到 %L5。</translation>
    </message>
    <message>
        <source>Move the queen of row %L1 from column %L2 to column %L3 (h is now %L4).</source>
        <translation>把第 %L1 列的皇后從第 %L2 欄移到第 %L3 欄（h 現在是 %L4）。</translation>
    </message>
    <message>
        <source>Try row %L1 → column %L2: Δh = %3, so accept with probability e^(−Δh/T) = %4 at T = %5. Accepted.</source>
        <translation>嘗試第 %L1 列 → 第 %L2 欄：Δh = %3，在 T = %5 時以機率 e^(−Δh/T) = %4 接受。已接受。</translation>
    </message>
    <message>
        <source>Try row %L1 → column %L2: Δh = %3, so accept with probability e^(−Δh/T) = %4 at T = %5. Rejected.</source>
        <translation>嘗試第 %L1 列 → 第 %L2 欄：Δh = %3，在 T = %5 時以機率 e^(−Δh/T) = %4 接受。已拒絕。</translation>
    </message>
    <message>
        <source>Try row %L1 → column %L2: Δh = %3. Accepted.</source>
        <translation>嘗試第 %L1 列 → 第 %L2 欄：Δh = %3。已接受。</translation>
    </message>
    <message>
        <source>Try row %L1 → column %L2: Δh = %3. Rejected.</source>
        <translation>嘗試第 %L1 列 → 第 %L2 欄：Δh = %3。已拒絕。</translation>
    </message>
    <message numerus="yes">
        <source>A population of %Ln board(s).</source>
        <translation>
            <numerusform>族群共有 %Ln 個棋盤。</numerusform>
        </translation>
    </message>
    <message>
        <source>Board #%L1 of the next generation: a random board, h = %L2.</source>
        <translation>下一代的棋盤 #%L1：隨機棋盤，h = %L2。</translation>
    </message>
    <message>
        <source>Board #%L1 of the next generation: a successor of board #%L2, h = %L3.</source>
        <translation>下一代的棋盤 #%L1：棋盤 #%L2 的後繼，h = %L3。</translation>
    </message>
    <message>
        <source>Child #%L1: rows 0 to %L2 from parent #%L3, the other rows from parent #%L4; fitness %L5.</source>
        <translation>子代 #%L1：第 0 到 %L2 列來自親代 #%L3，其餘各列來自親代 #%L4；適應度 %L5。</translation>
    </message>
    <message>
        <source>Mutation: in child #%L1 the queen of row %L2 moves from column %L3 to column %L4.</source>
        <translation>突變：子代 #%L1 中第 %L2 列的皇后從第 %L3 欄移到第 %L4 欄。</translation>
    </message>
    <message>
        <source>Generation %L1 replaces the old one; its best board has h = %L2.</source>
        <translation>第 %L1 代取代上一代；其中最好的棋盤 h = %L2。</translation>
    </message>
    <message>
        <source>The large board shows board #%L1, the best of its generation: h = %L2.</source>
        <translation>大棋盤顯示這一代中最好的棋盤 #%L1：h = %L2。</translation>
    </message>
    <message>
        <source>Stuck at a local minimum: every move would raise h, now %L1. This is how hill climbing ends, not a bug; random restarts are the cure.</source>
        <translation>困在局部極小：任何移動都會使 h（現在是 %L1）升高。爬山法本來就會這樣結束，這不是程式錯誤；隨機重新開始可以解決。</translation>
    </message>
    <message>
        <source>Stuck on a plateau: no move lowers h (now %L1) and the sideways moves allowed are used up. Allow more sideways moves, or restart.</source>
        <translation>困在高原：沒有移動能降低 h（現在是 %L1），允許的橫向移動也已用完。請允許更多橫向移動，或重新開始。</translation>
    </message>
    <message>
        <source>Frozen: the temperature fell below its limit with h = %L1. A slower schedule (decay nearer 1) gives annealing more time.</source>
        <translation>凍結：溫度降到下限以下，此時 h = %L1。降溫更慢（衰減率更接近 1）能給模擬退火更多時間。</translation>
    </message>
    <message>
        <source>Stopped at the step limit with h = %L1.</source>
        <translation>達到步數上限而停止，h = %L1。</translation>
    </message>
    <message>
        <source>Gave up: the restarts allowed are used up (h = %L1).</source>
        <translation>放棄：允許的重新開始次數已用完（h = %L1）。</translation>
    </message>
</context>
<context>
    <name>LocalSearchOptionsParser</name>
    <message>
        <source>Hill climbing: steepest (the best successor, the default), stochastic (a random uphill move, likelier the steeper) or first-choice (random successors until one is better).</source>
        <translation>爬山法：steepest（最好的後繼，預設）、stochastic（隨機選一個上坡移動，越陡越可能被選中）或 first-choice（隨機產生後繼，直到有一個更好）。</translation>
    </message>
    <message>
        <source>Hill climbing: consecutive sideways moves allowed on a plateau (default 0).</source>
        <translation>爬山法：在平台上允許連續橫向移動的次數（預設為 0）。</translation>
    </message>
    <message>
        <source>Hill climbing: start again from a random board when stuck.</source>
        <translation>爬山法：陷入困境時從一個隨機棋盤重新開始。</translation>
    </message>
    <message>
        <source>Restarts before giving up (default 0: unlimited where a solution exists).</source>
        <translation>放棄之前的重新開始次數（預設為 0：有解時不限次數）。</translation>
    </message>
    <message>
        <source>Steps (or generations) of one attempt before it restarts or stops (default: the algorithm&apos;s own).</source>
        <translation>一次嘗試在重新開始或停止之前的步數（或代數）（預設：由演算法決定）。</translation>
    </message>
    <message>
        <source>Simulated annealing: the start temperature (default %1).</source>
        <translation>模擬退火：初始溫度（預設為 %1）。</translation>
    </message>
    <message>
        <source>Simulated annealing: T is multiplied by X after each proposal (default %1).</source>
        <translation>模擬退火：每次提議之後 T 乘以 X（預設為 %1）。</translation>
    </message>
    <message>
        <source>Simulated annealing: the run freezes when T falls below X (default %1).</source>
        <translation>模擬退火：T 降到 X 以下時執行凍結（預設為 %1）。</translation>
    </message>
    <message>
        <source>Local beam search: boards kept per generation (default %1).</source>
        <translation>區域束搜尋：每代保留的棋盤數（預設為 %1）。</translation>
    </message>
    <message>
        <source>Genetic algorithm: boards per generation (default %1).</source>
        <translation>遺傳演算法：每代的棋盤數（預設為 %1）。</translation>
    </message>
    <message>
        <source>Genetic algorithm: the chance that a child has one gene mutated (default %1).</source>
        <translation>遺傳演算法：子代有一個基因發生突變的機率（預設為 %1）。</translation>
    </message>
    <message>
        <source>%1 does not apply to %2 (it is an option of %3)</source>
        <translation>%1 不適用於 %2（它是 %3 的選項）</translation>
    </message>
    <message>
        <source>%1 applies only to %2</source>
        <translation>%1 只適用於 %2</translation>
    </message>
    <message>
        <source>--climb must be steepest, stochastic or first-choice; got &apos;%1&apos;</source>
        <translation>--climb 必須是 steepest、stochastic 或 first-choice；收到的值為「%1」</translation>
    </message>
</context>
<context>
    <name>LocalSearchSettings</name>
    <message>
        <source>Steepest ascent</source>
        <translation>最陡上升</translation>
    </message>
    <message>
        <source>Stochastic</source>
        <translation>隨機</translation>
    </message>
    <message>
        <source>First choice</source>
        <translation>首選</translation>
    </message>
    <message>
        <source>Move to the best successor; ties are broken at random.</source>
        <translation>移到最好的後繼；平手時隨機選擇。</translation>
    </message>
    <message>
        <source>Pick a random uphill move, the steeper ones more likely.</source>
        <translation>隨機選擇一個改進的移動，越陡的越可能被選中。</translation>
    </message>
    <message>
        <source>Try random successors until one is better than the current board.</source>
        <translation>隨機嘗試後繼，直到有一個比目前棋盤更好。</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>變體(&amp;V)：</translation>
    </message>
    <message>
        <source>Side&amp;ways moves:</source>
        <translation>橫向移動(&amp;w)：</translation>
    </message>
    <message>
        <source>Random &amp;restart:</source>
        <translation>隨機重新開始(&amp;r)：</translation>
    </message>
    <message>
        <source>Ma&amp;x restarts:</source>
        <translation>最多重新開始(&amp;x)：</translation>
    </message>
    <message>
        <source>Start temperature T&amp;0:</source>
        <translation>初始溫度 T0(&amp;0)：</translation>
    </message>
    <message>
        <source>&amp;Decay per step:</source>
        <translation>每步衰減率(&amp;D)：</translation>
    </message>
    <message>
        <source>Stop below &amp;T:</source>
        <translation>低於此 T 時停止(&amp;T)：</translation>
    </message>
    <message>
        <source>Beam width &amp;k:</source>
        <translation>束寬 k(&amp;k)：</translation>
    </message>
    <message>
        <source>Pop&amp;ulation:</source>
        <translation>族群大小(&amp;u)：</translation>
    </message>
    <message>
        <source>&amp;Mutation rate:</source>
        <translation>突變率(&amp;M)：</translation>
    </message>
    <message>
        <source>Generation l&amp;imit:</source>
        <translation>世代數上限(&amp;i)：</translation>
    </message>
    <message>
        <source>Step l&amp;imit:</source>
        <translation>步數上限(&amp;i)：</translation>
    </message>
    <message>
        <source>How hill climbing chooses its next board.</source>
        <translation>爬山法如何選擇下一個棋盤。</translation>
    </message>
    <message>
        <source>Consecutive moves allowed that leave h unchanged, to cross a plateau (shoulder). 0: stop on the first plateau.</source>
        <translation>允許連續進行多少次不改變 h 的橫向移動，以越過高原（平肩）。0：遇到第一個高原就停止。</translation>
    </message>
    <message>
        <source>When stuck, start again from a new random board instead of stopping.</source>
        <translation>卡住時從新的隨機棋盤重新開始，而不是停止。</translation>
    </message>
    <message>
        <source>Random restarts allowed before giving up (0: no limit).</source>
        <translation>放棄前允許的隨機重新開始次數（0：不限）。</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Temperature at the start. A worse board (h higher by Δh) is taken with probability e^(−Δh/T): a high T accepts almost every move.</source>
        <translation>開始時的溫度。更差的棋盤（h 高出 Δh）以機率 e^(−Δh/T) 被接受：T 很高時幾乎接受所有移動。</translation>
    </message>
    <message>
        <source>After every proposal T is multiplied by this factor (below 1).</source>
        <translation>每次提議之後 T 乘以這個係數（小於 1）。</translation>
    </message>
    <message>
        <source>The run freezes and stops when T falls below this temperature.</source>
        <translation>T 降到此溫度以下時，執行凍結並停止。</translation>
    </message>
    <message>
        <source>Boards kept in every generation: the best k of all their successors.</source>
        <translation>每一代保留的棋盤數：所有後繼中最好的 k 個。</translation>
    </message>
    <message>
        <source>Boards in every generation of the genetic algorithm.</source>
        <translation>遺傳演算法每一代的棋盤數。</translation>
    </message>
    <message>
        <source>Chance that a child gets one queen moved to a random square of its row (0 to 1).</source>
        <translation>子代的一個皇后被移到本列隨機格子的機率（0 到 1）。</translation>
    </message>
    <message>
        <source>Generations before the search gives up (0: the default).</source>
        <translation>搜尋放棄之前的世代數（0：預設值）。</translation>
    </message>
    <message>
        <source>Moves of one attempt before it gives up or restarts (0: the default).</source>
        <translation>一次嘗試在放棄或重新開始之前的移動次數（0：預設值）。</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>預設</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Exact-cover matrix</source>
        <translation>精確覆蓋矩陣</translation>
    </message>
    <message>
        <source>QueensLab</source>
        <translation>QueensLab</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>全螢幕</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>結束</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>執行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>播放控制</translation>
    </message>
    <message>
        <source>Pseudo-code</source>
        <translation>虛擬碼</translation>
    </message>
    <message>
        <source>The search stopped: %1</source>
        <translation>搜尋已停止：%1</translation>
    </message>
    <message>
        <source>Cannot start this search: %1</source>
        <translation>無法開始這次搜尋：%1</translation>
    </message>
    <message>
        <source>there is not enough memory for N = %L1.</source>
        <translation>記憶體不足，無法處理 N = %L1。</translation>
    </message>
    <message>
        <source>New run: %1, N = %L2.</source>
        <translation>開始新的搜尋：%1，N = %L2。</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>圖表</translation>
    </message>
    <message>
        <source>OPEN and CLOSED</source>
        <translation>OPEN 表與 CLOSED 表</translation>
    </message>
    <message>
        <source>Show attacked squares</source>
        <translation>顯示受攻擊的格子</translation>
    </message>
    <message>
        <source>Hatch the empty squares a queen on the board attacks.</source>
        <translation>以斜紋標出棋盤上的皇后所攻擊的空格。</translation>
    </message>
    <message>
        <source>Cannot show this board: N = %L1 is beyond this algorithm&apos;s limit.</source>
        <translation>無法顯示此棋盤：N = %L1 超出此演算法的上限。</translation>
    </message>
    <message>
        <source>Showing %1 (N = %L2) from the solutions browser: step back to see the queens placed; change the problem to search again.</source>
        <translation>正在顯示解集瀏覽器中的 %1（N = %L2）：按「上一步」可檢視皇后逐一放置的過程；修改問題即可重新搜尋。</translation>
    </message>
    <message>
        <source>Cannot show this board: it is not a placement of %L1 queens.</source>
        <translation>無法顯示這個棋盤：它不是 %L1 個皇后的擺法。</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Handbook</source>
        <translation>使用手冊(&amp;H)</translation>
    </message>
    <message>
        <source>The user guide, in the language of the window.</source>
        <translation>使用指南，語言與視窗相同。</translation>
    </message>
    <message>
        <source>&amp;About QueensLab</source>
        <translation>關於 QueensLab(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>課程(&amp;L)…</translation>
    </message>
    <message>
        <source>Show the start page with the built-in lessons.</source>
        <translation>顯示開始頁面與內建課程。</translation>
    </message>
    <message numerus="yes">
        <source>New run: %1, N = %L2, keeping the %n queen(s) you placed.</source>
        <translation>
            <numerusform>開始新的搜尋：%1，N = %L2，保留你放置的 %n 個皇后。</numerusform>
        </translation>
    </message>
    <message>
        <source>Legend of the board&apos;s marks</source>
        <translation>棋盤標記圖例</translation>
    </message>
    <message>
        <source>What each mark on the board means, for the algorithm being run.</source>
        <translation>棋盤上每種標記的意義（依目前執行的演算法）。</translation>
    </message>
    <message>
        <source>Board legend</source>
        <translation>棋盤圖例</translation>
    </message>
    <message>
        <source>Show h-values</source>
        <translation>顯示 h 值</translation>
    </message>
    <message>
        <source>Local search: on every square, h (the attacking pairs) of the board if the queen of its row moved there; the best moves in bold.</source>
        <translation>區域搜尋：在每個格子上寫出該列的皇后移到這裡後棋盤的 h（互相攻擊的皇后對數）；最佳的走法以粗體顯示。</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>族群</translation>
    </message>
</context>
<context>
    <name>OrbitView</name>
    <message>
        <source>identity</source>
        <translation>恆等</translation>
    </message>
    <message>
        <source>rotate 90°</source>
        <translation>旋轉 90°</translation>
    </message>
    <message>
        <source>rotate 180°</source>
        <translation>旋轉 180°</translation>
    </message>
    <message>
        <source>rotate 270°</source>
        <translation>旋轉 270°</translation>
    </message>
    <message>
        <source>mirror left–right</source>
        <translation>左右鏡像</translation>
    </message>
    <message>
        <source>mirror up–down</source>
        <translation>上下鏡像</translation>
    </message>
    <message>
        <source>main diagonal</source>
        <translation>主對角線</translation>
    </message>
    <message>
        <source>anti-diagonal</source>
        <translation>副對角線</translation>
    </message>
    <message>
        <source>= %1</source>
        <comment>this image equals an earlier one</comment>
        <translation>= %1</translation>
    </message>
    <message>
        <source>canonical</source>
        <translation>標準代表</translation>
    </message>
    <message>
        <source>Select a solution to see its eight symmetric images.</source>
        <translation>選擇一個解，即可檢視它在八種對稱變換下的棋盤。</translation>
    </message>
    <message numerus="yes">
        <source>orbit of %n distinct boards</source>
        <translation>
            <numerusform>軌道含 %n 個不同的棋盤</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>symmetric: only %n distinct</source>
        <translation>
            <numerusform>具對稱性：僅 %n 個互不相同</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OutputSink</name>
    <message>
        <source>cannot write &apos;%1&apos;: it is a directory</source>
        <translation>無法寫入「%1」：這是一個目錄</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>無法寫入「%1」：%2</translation>
    </message>
    <message>
        <source>cannot write the output: %1</source>
        <translation>無法寫入輸出：%1</translation>
    </message>
</context>
<context>
    <name>PlaybackActions</name>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重設</translation>
    </message>
    <message>
        <source>Run to end</source>
        <translation>執行到結束</translation>
    </message>
    <message>
        <source>Run to first solution</source>
        <translation>執行到第一個解</translation>
    </message>
    <message>
        <source>Run to next backtrack</source>
        <translation>執行到下一次回溯</translation>
    </message>
    <message>
        <source>Run to next restart</source>
        <translation>執行到下一次重新開始</translation>
    </message>
    <message>
        <source>Faster</source>
        <comment>playback speed</comment>
        <translation>加快</translation>
    </message>
    <message>
        <source>Slower</source>
        <comment>playback speed</comment>
        <translation>減慢</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暫停</translation>
    </message>
    <message>
        <source>Run to next solution</source>
        <translation>執行到下一個解</translation>
    </message>
    <message>
        <source>Run to collisions ≤ %L1</source>
        <comment>a full board with at most k collisions</comment>
        <translation>執行到衝突數 ≤ %L1</translation>
    </message>
    <message numerus="yes">
        <source>Run to depth %Ln (%Ln queen(s))</source>
        <comment>k queens on the board</comment>
        <translation>
            <numerusform>執行到深度 %Ln（%Ln 個皇后）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stop when the search has placed %Ln queen(s): depth %Ln means %Ln queen(s) on the board, on rows 0 to %L1.</source>
        <comment>rows are counted from 0</comment>
        <translation>
            <numerusform>搜尋放下 %Ln 個皇后時停止：深度 %Ln 表示棋盤上有 %Ln 個皇后，位於第 0 至 %L1 列。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>tool tip: an action&apos;s name, then what it does</comment>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>Run to next wipe-out</source>
        <translation>執行到下一次值域清空</translation>
    </message>
    <message>
        <source>Run to next backjump</source>
        <translation>執行到下一次回跳</translation>
    </message>
</context>
<context>
    <name>PlaybackController</name>
    <message>
        <source>The search is over: no further solution.</source>
        <translation>搜尋已結束：沒有更多的解。</translation>
    </message>
    <message>
        <source>Playback stopped: %1</source>
        <translation>播放已停止：%1</translation>
    </message>
    <message>
        <source>the search delivered steps that do not continue this run (%1).</source>
        <translation>搜尋送來的步驟無法接續這次執行（%1）。</translation>
    </message>
    <message>
        <source>there is not enough memory.</source>
        <translation>記憶體不足。</translation>
    </message>
    <message>
        <source>step %1 does not fit the board (%2). Start a new run.</source>
        <translation>第 %1 步與棋盤不符（%2）。請重新開始一次執行。</translation>
    </message>
    <message>
        <source>The search is over: no further backtrack.</source>
        <translation>搜尋已結束：沒有更多的回溯。</translation>
    </message>
    <message>
        <source>The search is over: no further restart.</source>
        <translation>搜尋已結束：沒有更多的重新開始。</translation>
    </message>
    <message>
        <source>The search is over: no further placement at depth %L1.</source>
        <comment>depth = number of queens on the board</comment>
        <translation>搜尋已結束：不會再在深度 %L1 放置皇后。</translation>
    </message>
    <message>
        <source>The search is over: no further full board with collisions ≤ %L1.</source>
        <comment>collisions = the attacking excess, counted per line</comment>
        <translation>搜尋已結束：不會再出現衝突數 ≤ %L1 的完整棋盤。</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %Ln queen(s) placed (depth %Ln), the last on row %L1.</source>
        <comment>depth = number of queens on the board; rows are counted from 0</comment>
        <translation>
            <numerusform>已停止：已放置 %Ln 個皇后（深度 %Ln），最後一個在第 %L1 列。</numerusform>
        </translation>
    </message>
    <message>
        <source>The search is over: no further wipe-out.</source>
        <translation>搜尋已結束：沒有更多的值域清空。</translation>
    </message>
    <message>
        <source>The search is over: no further backjump.</source>
        <translation>搜尋已結束：沒有更多的回跳。</translation>
    </message>
</context>
<context>
    <name>PopulationView</name>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>#%1 f=%2</source>
        <comment>population member: number, fitness (non-attacking pairs)</comment>
        <translation>#%1 f=%2</translation>
    </message>
    <message>
        <source>#%1 h=%2</source>
        <comment>beam member: number, attacking pairs</comment>
        <translation>#%1 h=%2</translation>
    </message>
    <message>
        <source>The population is shown up to N = %1.</source>
        <translation>族群只在 N ≤ %1 時顯示。</translation>
    </message>
    <message>
        <source>No population yet: local beam search and the genetic algorithm keep several boards.</source>
        <translation>還沒有族群：區域束搜尋和遺傳演算法會同時保留多個棋盤。</translation>
    </message>
    <message>
        <source>Offspring: %1 of %2 built</source>
        <translation>子代：已產生 %1 / %2 個</translation>
    </message>
    <message>
        <source>Generation %1 (f = non-attacking pairs)</source>
        <translation>第 %1 代（f = 互不攻擊的皇后對數）</translation>
    </message>
    <message>
        <source>Beam, iteration %1 (h = attacking pairs)</source>
        <translation>束搜尋，第 %1 輪（h = 互相攻擊的皇后對數）</translation>
    </message>
    <message numerus="yes">
        <source>(%n more not shown)</source>
        <translation>
            <numerusform>（另有 %n 個未顯示）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PredictionQuiz</name>
    <message>
        <source>Score: %1 of %2.</source>
        <translation>得分：%2 題中答對 %1 題。</translation>
    </message>
    <message>
        <source>No queen is placed after this step: nothing more to predict in this run.</source>
        <translation>這一步之後不會再放置皇后：本次執行已沒有可預測的內容。</translation>
    </message>
    <message>
        <source>Waiting for the search to reach its next queen...</source>
        <translation>正在等待搜尋放置下一個皇后...</translation>
    </message>
    <message>
        <source>Where will the next queen go? Click its square.</source>
        <translation>下一個皇后會放在哪裡？請點選它所在的格子。</translation>
    </message>
    <message>
        <source>The answer was shown before you clicked: that one does not count.</source>
        <translation>你點選之前答案已經顯示出來了：這一題不計分。</translation>
    </message>
    <message>
        <source>Wait a moment: the search has not placed its next queen yet.</source>
        <translation>請稍候：搜尋還沒有放置下一個皇后。</translation>
    </message>
    <message>
        <source>Right! The queen goes to row %1, column %2.</source>
        <translation>答對了！皇后放在第 %1 列第 %2 欄。</translation>
    </message>
    <message>
        <source>Not this time: you chose row %1, column %2; the queen goes to row %3, column %4.</source>
        <translation>這次沒猜中：你選的是第 %1 列第 %2 欄；皇后放在第 %3 列第 %4 欄。</translation>
    </message>
    <message>
        <source>Predictions work on boards up to N = %1: choose a smaller N to play the quiz.</source>
        <translation>預測只適用於 N ≤ %1 的棋盤：請選擇較小的 N 再玩預測。</translation>
    </message>
</context>
<context>
    <name>PresenterMode</name>
    <message>
        <source>P&amp;resenter Mode</source>
        <translation>簡報模式(&amp;r)</translation>
    </message>
    <message>
        <source>Full screen, large fonts, high contrast and the laser pointer, for a projector</source>
        <translation>全螢幕、大字型、高對比並啟用雷射筆，適用於投影機</translation>
    </message>
    <message>
        <source>&amp;Dark Theme</source>
        <translation>深色主題(&amp;D)</translation>
    </message>
    <message>
        <source>Light text on a dark background</source>
        <translation>深色背景上的淺色文字</translation>
    </message>
    <message>
        <source>&amp;Colour-Blind-Safe Colours</source>
        <translation>色盲友善配色(&amp;C)</translation>
    </message>
    <message>
        <source>Colours told apart under every common colour-vision deficiency, with shapes too</source>
        <translation>在各種常見色覺缺陷下皆能區分的顏色，並輔以形狀區分</translation>
    </message>
    <message>
        <source>Pointer &amp;Off</source>
        <translation>關閉雷射筆(&amp;O)</translation>
    </message>
    <message>
        <source>Pointer: &amp;Row</source>
        <translation>雷射筆：列(&amp;R)</translation>
    </message>
    <message>
        <source>Pointer: &amp;Column</source>
        <translation>雷射筆：欄(&amp;C)</translation>
    </message>
    <message>
        <source>Pointer: &amp;Diagonal \</source>
        <translation>雷射筆：主對角線(&amp;D) \</translation>
    </message>
    <message>
        <source>Pointer: &amp;Anti-Diagonal /</source>
        <translation>雷射筆：副對角線(&amp;A) /</translation>
    </message>
    <message>
        <source>Pointer: &amp;Queen Lines</source>
        <translation>雷射筆：皇后攻擊線(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Presenter</source>
        <translation>簡報(&amp;P)</translation>
    </message>
</context>
<context>
    <name>ProblemPanel</name>
    <message>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>All solutions</source>
        <translation>所有解</translation>
    </message>
    <message>
        <source>First solution</source>
        <translation>第一個解</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>演算法(&amp;A)：</translation>
    </message>
    <message>
        <source>Board size &amp;N:</source>
        <translation>棋盤大小(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>尋找(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>種子(&amp;S)：</translation>
    </message>
    <message>
        <source>%1 animates N from 1 to %L2: every step is kept for replay, and larger boards need too much memory. The command line (queenslab-cli solve) goes up to N = %L3.</source>
        <translation>%1 的動畫支援的 N 為 1 到 %L2：每一步都要保存以便重播，更大的棋盤需要太多記憶體。命令列（queenslab-cli solve）最多可到 N = %L3。</translation>
    </message>
    <message>
        <source>%1 supports N up to %L2: N was set to %L2.</source>
        <translation>%1 最多支援 N = %L2：N 已設為 %L2。</translation>
    </message>
    <message>
        <source>%1 N stays %L2.</source>
        <comment>%1 is the sentence about the limit of N</comment>
        <translation>%1 N 仍為 %L2。</translation>
    </message>
    <message>
        <source>The seed must be a whole number of up to 19 digits; it stays %1.</source>
        <translation>種子必須是不超過 19 位數的非負整數；仍使用 %1。</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>新種子</translation>
    </message>
    <message>
        <source>Stop at the first solution, or go on to find them all.</source>
        <translation>在第一個解處停止，或繼續找出所有解。</translation>
    </message>
    <message>
        <source>New seed: %1.</source>
        <translation>新種子：%1。</translation>
    </message>
    <message>
        <source>%1 supports N from 1 to %L2. Every step is kept for replay: the largest boards need up to about %L3 GiB of memory.</source>
        <extracomment>%1 is the algorithm&apos;s name, %L2 the largest N, %L3 the memory budget in GiB.</extracomment>
        <translation>%1 支援的 N 為 1 到 %L2。每一步都會保存以便重播：最大的棋盤需要約 %L3 GiB 記憶體。</translation>
    </message>
    <message numerus="yes">
        <source>%n queen(s) given.</source>
        <translation>
            <numerusform>已給定 %n 個皇后。</numerusform>
        </translation>
    </message>
    <message>
        <source>At most %L1 swaps per restart.</source>
        <translation>每次重新開始最多交換 %L1 次。</translation>
    </message>
    <message>
        <source>At most %L1 restarts.</source>
        <translation>最多重新開始 %L1 次。</translation>
    </message>
    <message>
        <source>Random seed of the search: the same seed replays the same run.</source>
        <translation>搜尋的亂數種子：相同的種子會重現相同的執行過程。</translation>
    </message>
    <message>
        <source>Draw a random seed and start a new run.</source>
        <translation>隨機抽取一個種子，開始一次新的執行。</translation>
    </message>
    <message>
        <source>%1 stops at the first solution it reaches.</source>
        <translation>%1 在得到第一個解時停止。</translation>
    </message>
</context>
<context>
    <name>Pseudocode</name>
    <message>
        <source>      infer: forward checking prunes what it attacks; MAC adds AC-3</source>
        <translation>      推理: 前向檢驗刪去它攻擊的格子; MAC 再執行 AC-3</translation>
    </message>
    <message>
        <source>        row &lt;- queens in node; for col &lt;- n-1 down to 0:</source>
        <translation>        row &lt;- node 中的皇后數; for col &lt;- n-1 down to 0:</translation>
    </message>
    <message>
        <source>for limit &lt;- 1, 2, ..., n (stop after a pass that cuts nothing off):</source>
        <translation>for limit &lt;- 1, 2, ..., n (某一輪沒有截斷任何節點時停止):</translation>
    </message>
    <message>
        <source>        node &lt;- pop the top of OPEN; CLOSED &lt;- CLOSED + {node}</source>
        <translation>        node &lt;- 彈出 OPEN 的堆疊頂端; CLOSED &lt;- CLOSED + {node}</translation>
    </message>
    <message>
        <source>solve():   # Algorithm X with dancing links</source>
        <translation>solve():   # 舞蹈鏈上的 X 演算法</translation>
    </message>
    <message>
        <source>  if no primary item is left: report solution</source>
        <translation>  if 沒有剩下的主要項: 輸出一個解</translation>
    </message>
    <message>
        <source>  i = the primary item with the fewest options</source>
        <translation>  i = 候選最少的主要項</translation>
    </message>
    <message>
        <source>  cover(i)</source>
        <translation>  cover(i)</translation>
    </message>
    <message>
        <source>  for each option x in the list of i:</source>
        <translation>  for i 的鏈結串列中的每個候選 x:</translation>
    </message>
    <message>
        <source>    place the queen of x</source>
        <translation>    放下 x 的皇后</translation>
    </message>
    <message>
        <source>    cover(j) for each other item j of x</source>
        <translation>    對 x 的其餘每個項 j: cover(j)</translation>
    </message>
    <message>
        <source>    solve()</source>
        <translation>    solve()</translation>
    </message>
    <message>
        <source>    uncover(j) for each other item j of x, in reverse</source>
        <translation>    依相反順序對 x 的其餘每個項 j: uncover(j)</translation>
    </message>
    <message>
        <source>    remove the queen of x   # backtrack</source>
        <translation>    移走 x 的皇后   # 回溯</translation>
    </message>
    <message>
        <source>  uncover(i)</source>
        <translation>  uncover(i)</translation>
    </message>
    <message>
        <source>cover(i): unlink i, and every option of i from its other items</source>
        <translation>cover(i): 摘下 i，並把 i 的每個候選從其餘項中摘下</translation>
    </message>
    <message>
        <source>uncover(i): relink in exactly the reverse order</source>
        <translation>uncover(i): 嚴格依相反順序重新鏈結</translation>
    </message>
    <message>
        <source>solve(row):</source>
        <translation>solve(row):</translation>
    </message>
    <message>
        <source>  for col in 0 .. n-1:</source>
        <translation>  for col in 0 .. n-1:</translation>
    </message>
    <message>
        <source>    if safe(row, col):   # scan record[0 .. row-1]</source>
        <translation>    if safe(row, col):   # 掃描 record[0 .. row-1]</translation>
    </message>
    <message>
        <source>      record[row] = col   # place the queen</source>
        <translation>      record[row] = col   # 放置皇后</translation>
    </message>
    <message>
        <source>      if row == n-1: report solution</source>
        <translation>      if row == n-1: 輸出一個解</translation>
    </message>
    <message>
        <source>      else: solve(row + 1)</source>
        <translation>      else: solve(row + 1)</translation>
    </message>
    <message>
        <source>      remove the queen from row   # backtrack</source>
        <translation>      移走第 row 列的皇后   # 回溯</translation>
    </message>
    <message>
        <source>done</source>
        <translation>結束</translation>
    </message>
    <message>
        <source>build a random permutation, conflict-free prefix</source>
        <translation>建構一個隨機排列，前綴無衝突</translation>
    </message>
    <message>
        <source>for each attacked queen i:</source>
        <translation>for 每個受攻擊的皇后 i:</translation>
    </message>
    <message>
        <source>    pick a random row j != i</source>
        <translation>    隨機選一列 j != i</translation>
    </message>
    <message>
        <source>    delta = collisions after swap(i, j) - before</source>
        <translation>    delta = swap(i, j) 之後的衝突數 - 之前的衝突數</translation>
    </message>
    <message>
        <source>    if delta &lt; 0:   # accept, else reject</source>
        <translation>    if delta &lt; 0:   # 接受，否則拒絕</translation>
    </message>
    <message>
        <source>        swap(i, j)</source>
        <translation>        swap(i, j)</translation>
    </message>
    <message>
        <source>    if collisions == 0: solution, stop</source>
        <translation>    if collisions == 0: 得到解，停止</translation>
    </message>
    <message>
        <source>    if steps &gt; limit: clear the board, restart</source>
        <translation>    if steps &gt; limit: 清空棋盤，重新開始</translation>
    </message>
    <message>
        <source>loop:</source>
        <translation>loop:</translation>
    </message>
    <message>
        <source>    if h(current) == 0: return current   # solution</source>
        <translation>    if h(current) == 0: return current   # 得到解</translation>
    </message>
    <message>
        <source>    steepest: next = a best successor (ties at random)</source>
        <translation>    最陡上升: next = 最好的後繼之一（並列時隨機選）</translation>
    </message>
    <message>
        <source>    stochastic: next = a random downhill successor, odds ~ drop</source>
        <translation>    隨機爬山: next = 隨機的下降後繼，機率正比於 h 的降幅</translation>
    </message>
    <message>
        <source>    first choice: try random successors until one lowers h</source>
        <translation>    首選爬山: 隨機嘗試後繼，直到有一個使 h 下降</translation>
    </message>
    <message>
        <source>    if h(next) &lt; h(current): current = next; sideways = 0</source>
        <translation>    if h(next) &lt; h(current): current = next; sideways = 0</translation>
    </message>
    <message>
        <source>    elif h(next) == h(current) and sideways &lt; limit: move, sideways += 1</source>
        <translation>    elif h(next) == h(current) and sideways &lt; limit: 橫向移動, sideways += 1</translation>
    </message>
    <message>
        <source>    else: stuck   # local minimum, plateau or step limit</source>
        <translation>    else: 卡住   # 局部極小、高原或步數上限</translation>
    </message>
    <message>
        <source>        if random restart: current = a random board</source>
        <translation>        if 隨機重啟: current = 隨機棋盤</translation>
    </message>
    <message>
        <source>        else: return current</source>
        <translation>        else: return current</translation>
    </message>
    <message>
        <source>current = greedy start: each row on a least-conflicted column</source>
        <translation>current = 貪婪初始：每列的皇后放在衝突最少的欄</translation>
    </message>
    <message>
        <source>for step = 1 to max_steps:</source>
        <translation>for step = 1 to max_steps:</translation>
    </message>
    <message>
        <source>    row = a random conflicted queen&apos;s row</source>
        <translation>    row = 隨機選一個有衝突的皇后所在的列</translation>
    </message>
    <message>
        <source>    col = the column of row with fewest conflicts (ties at random)</source>
        <translation>    col = 第 row 列中衝突最少的欄（並列時隨機選）</translation>
    </message>
    <message>
        <source>    move the queen of row to col</source>
        <translation>    把第 row 列的皇后移到第 col 欄</translation>
    </message>
    <message>
        <source>clear the board and start again (until max_restarts)</source>
        <translation>清空棋盤，重新開始（最多 max_restarts 次）</translation>
    </message>
    <message>
        <source>current = a random board, one queen per row</source>
        <translation>current = 隨機棋盤，每列一個皇后</translation>
    </message>
    <message>
        <source>for t = 0, 1, 2, ...:</source>
        <translation>for t = 0, 1, 2, ...:</translation>
    </message>
    <message>
        <source>    if t == step limit: stop</source>
        <translation>    if t == 步數上限: 停止</translation>
    </message>
    <message>
        <source>    T = t0 * decay^t   # cool down</source>
        <translation>    T = t0 * decay^t   # 降溫</translation>
    </message>
    <message>
        <source>    if T &lt; tMin: stop   # frozen</source>
        <translation>    if T &lt; tMin: 停止   # 溫度過低，已凍結</translation>
    </message>
    <message>
        <source>    next = current with a random queen moved in its row</source>
        <translation>    next = current 中隨機一個皇后在本列內移動後的棋盤</translation>
    </message>
    <message>
        <source>    dh = h(next) - h(current)</source>
        <translation>    dh = h(next) - h(current)</translation>
    </message>
    <message>
        <source>    if dh &lt;= 0 or random() &lt; e^(-dh/T):   # accept, else reject</source>
        <translation>    if dh &lt;= 0 or random() &lt; e^(-dh/T):   # 依接受機率接受，否則拒絕</translation>
    </message>
    <message>
        <source>        current = next</source>
        <translation>        current = next</translation>
    </message>
    <message>
        <source>    if h(current) == 0: solution, stop</source>
        <translation>    if h(current) == 0: 得到解，停止</translation>
    </message>
    <message>
        <source>permute(row):</source>
        <translation>permute(row):</translation>
    </message>
    <message>
        <source>  for col in 0 .. n-1 with not used[col]:</source>
        <translation>  for col in 0 .. n-1 且 not used[col]:</translation>
    </message>
    <message>
        <source>    record[row] = col; used[col] = true</source>
        <translation>    record[row] = col; used[col] = true</translation>
    </message>
    <message>
        <source>    if row == n-1:   # full board: one queen per row and column</source>
        <translation>    if row == n-1:   # 棋盤已滿：每列、每欄各一個皇后</translation>
    </message>
    <message>
        <source>      for i in 1 .. n-1, for j in 0 .. i-1:</source>
        <translation>      for i in 1 .. n-1, for j in 0 .. i-1:</translation>
    </message>
    <message>
        <source>        if |record[i] - record[j]| == i - j: reject the board</source>
        <translation>        if |record[i] - record[j]| == i - j: 捨棄這個棋盤</translation>
    </message>
    <message>
        <source>      if no pair shares a diagonal: report solution</source>
        <translation>      if 沒有兩個皇后在同一條對角線上: 輸出一個解</translation>
    </message>
    <message>
        <source>    else: permute(row + 1)</source>
        <translation>    else: permute(row + 1)</translation>
    </message>
    <message>
        <source>    used[col] = false; remove the queen   # next permutation</source>
        <translation>    used[col] = false; 移走皇后   # 下一個排列</translation>
    </message>
    <message>
        <source>  limit = n</source>
        <translation>  limit = n</translation>
    </message>
    <message>
        <source>  if row == 0: limit = (n+1) / 2   # left half; odd n: up to the middle</source>
        <translation>  if row == 0: limit = (n+1) / 2   # 左半邊；n 為奇數時含中間欄</translation>
    </message>
    <message>
        <source>  if row == 1 and n is odd and record[0] == n/2: limit = n/2</source>
        <translation>  if row == 1 and n 為奇數 and record[0] == n/2: limit = n/2</translation>
    </message>
    <message>
        <source>  for col in 0 .. limit-1:</source>
        <translation>  for col in 0 .. limit-1:</translation>
    </message>
    <message>
        <source>        if n &gt; 1: report its mirror image (col -&gt; n-1-col)</source>
        <translation>        if n &gt; 1: 輸出它的鏡像解 (col -&gt; n-1-col)</translation>
    </message>
    <message>
        <source>  skip columns limit .. n-1   # mirrors of boards already searched</source>
        <translation>  跳過欄 limit .. n-1   # 已搜尋棋盤的鏡像</translation>
    </message>
    <message>
        <source>OPEN &lt;- [empty board]; CLOSED &lt;- {}</source>
        <translation>OPEN &lt;- [空棋盤]; CLOSED &lt;- {}</translation>
    </message>
    <message>
        <source>while OPEN is not empty:</source>
        <translation>while OPEN 非空:</translation>
    </message>
    <message>
        <source>    node &lt;- take the front of OPEN (queue: first in, first out)</source>
        <translation>    node &lt;- 取出 OPEN 的佇列前端 (佇列：先進先出)</translation>
    </message>
    <message>
        <source>    CLOSED &lt;- CLOSED + {node}</source>
        <translation>    CLOSED &lt;- CLOSED + {node}</translation>
    </message>
    <message>
        <source>    show node on the board</source>
        <translation>    在棋盤上顯示 node</translation>
    </message>
    <message>
        <source>    if node has n queens: report solution; continue</source>
        <translation>    if node 有 n 個皇后: 輸出一個解; continue</translation>
    </message>
    <message>
        <source>    row &lt;- number of queens in node</source>
        <translation>    row &lt;- node 中的皇后數</translation>
    </message>
    <message>
        <source>    for col &lt;- 0 to n-1:</source>
        <translation>    for col &lt;- 0 to n-1:</translation>
    </message>
    <message>
        <source>        if a queen of node attacks (row, col): reject</source>
        <translation>        if node 中有皇后攻擊 (row, col): 捨棄</translation>
    </message>
    <message>
        <source>        else append node + (row, col) to the back of OPEN</source>
        <translation>        else 把 node + (row, col) 加到 OPEN 的佇列尾端</translation>
    </message>
    <message>
        <source>all = (1 &lt;&lt; n) - 1</source>
        <translation>all = (1 &lt;&lt; n) - 1</translation>
    </message>
    <message>
        <source>solve(row, cols, ld, rd):</source>
        <translation>solve(row, cols, ld, rd):</translation>
    </message>
    <message>
        <source>    if row == n: report solution; return</source>
        <translation>    if row == n: 輸出一個解; return</translation>
    </message>
    <message>
        <source>    avail = all &amp; ~(cols | ld | rd)</source>
        <translation>    avail = all &amp; ~(cols | ld | rd)</translation>
    </message>
    <message>
        <source>    while avail != 0:</source>
        <translation>    while avail != 0:</translation>
    </message>
    <message>
        <source>        bit = avail &amp; -avail</source>
        <translation>        bit = avail &amp; -avail</translation>
    </message>
    <message>
        <source>        avail &amp;= avail - 1</source>
        <translation>        avail &amp;= avail - 1</translation>
    </message>
    <message>
        <source>        place queen at (row, countr_zero(bit))</source>
        <translation>        在 (row, countr_zero(bit)) 放置皇后</translation>
    </message>
    <message>
        <source>        solve(row + 1, cols | bit, (ld | bit) &lt;&lt; 1, (rd | bit) &gt;&gt; 1)</source>
        <translation>        solve(row + 1, cols | bit, (ld | bit) &lt;&lt; 1, (rd | bit) &gt;&gt; 1)</translation>
    </message>
    <message>
        <source>        remove queen from (row, countr_zero(bit))</source>
        <translation>        移走 (row, countr_zero(bit)) 上的皇后</translation>
    </message>
    <message>
        <source>solve(0, 0, 0, 0); done</source>
        <translation>solve(0, 0, 0, 0); 結束</translation>
    </message>
    <message>
        <source>    node &lt;- pop the top of OPEN (stack: last in, first out)</source>
        <translation>    node &lt;- 彈出 OPEN 的堆疊頂端 (堆疊：後進先出)</translation>
    </message>
    <message>
        <source>    for col &lt;- n-1 down to 0:</source>
        <translation>    for col &lt;- n-1 down to 0:</translation>
    </message>
    <message>
        <source>        else push node + (row, col) on top of OPEN</source>
        <translation>        else 把 node + (row, col) 推入 OPEN 的堆疊頂端</translation>
    </message>
    <message>
        <source>boards = k random boards, one queen per row</source>
        <translation>boards = k 個隨機棋盤，每列一個皇后</translation>
    </message>
    <message>
        <source>for each generation:</source>
        <translation>對每一代：</translation>
    </message>
    <message>
        <source>    show the best board (fewest attacking pairs h)</source>
        <translation>    顯示最好的棋盤（互相攻擊的皇后對數 h 最少）</translation>
    </message>
    <message>
        <source>    if h == 0: solution, stop</source>
        <translation>    if h == 0: 得到解，停止</translation>
    </message>
    <message>
        <source>    if generations == limit: stop</source>
        <translation>    if 代數 == 上限: 停止</translation>
    </message>
    <message>
        <source>    successors = all moves within a row, of all k boards</source>
        <translation>    successors = 全部 k 個棋盤的所有列內移動</translation>
    </message>
    <message>
        <source>    keep the k best distinct successors (ties at random)</source>
        <translation>    保留 k 個最好的不同後繼（同分時隨機取捨）</translation>
    </message>
    <message>
        <source>    boards = the kept successors</source>
        <translation>    boards = 保留的後繼</translation>
    </message>
    <message>
        <source>population = P random boards, one queen per row</source>
        <translation>population = P 個隨機棋盤，每列一個皇后</translation>
    </message>
    <message>
        <source>    show the fittest board (most non-attacking pairs)</source>
        <translation>    顯示適應度最高的棋盤（互不攻擊的皇后對最多）</translation>
    </message>
    <message>
        <source>    if no two queens attack: solution, stop</source>
        <translation>    if 沒有兩個皇后互相攻擊: 得到解，停止</translation>
    </message>
    <message>
        <source>    repeat P times:</source>
        <translation>    重複 P 次：</translation>
    </message>
    <message>
        <source>        x, y = two parents drawn with probability ~ fitness</source>
        <translation>        x, y = 依與適應度成正比的機率抽取兩個親代</translation>
    </message>
    <message>
        <source>        child = rows [0, c) of x + rows [c, n) of y, random c</source>
        <translation>        child = x 的第 [0, c) 列 + y 的第 [c, n) 列，c 隨機（交配）</translation>
    </message>
    <message>
        <source>        with probability p: one queen to another column</source>
        <translation>        以機率 p 突變: 一個皇后移到另一欄</translation>
    </message>
    <message>
        <source>    population = the P children</source>
        <translation>    population = 這 P 個子代</translation>
    </message>
    <message>
        <source>    OPEN &lt;- [empty board]; CLOSED &lt;- {}</source>
        <translation>    OPEN &lt;- [空棋盤]; CLOSED &lt;- {}</translation>
    </message>
    <message>
        <source>    while OPEN is not empty:</source>
        <translation>    while OPEN 非空:</translation>
    </message>
    <message>
        <source>        show node on the board</source>
        <translation>        在棋盤上顯示 node</translation>
    </message>
    <message>
        <source>        if node has n queens: report solution; continue</source>
        <translation>        if node 有 n 個皇后: 輸出一個解; continue</translation>
    </message>
    <message>
        <source>        if node has limit queens: cut off, do not expand; continue</source>
        <translation>        if node 有 limit 個皇后: 截斷，不展開; continue</translation>
    </message>
    <message>
        <source>            if a queen of node attacks (row, col): reject</source>
        <translation>            if node 中有皇后攻擊 (row, col): 捨棄</translation>
    </message>
    <message>
        <source>            else push node + (row, col) on top of OPEN</source>
        <translation>            else 把 node + (row, col) 推入 OPEN 的堆疊頂端</translation>
    </message>
    <message>
        <source>  row = select-unassigned-variable()   # MRV, degree</source>
        <translation>  row = select-unassigned-variable()   # 最少剩餘值, 度數</translation>
    </message>
    <message>
        <source>  for col in order-domain-values(row):   # LCV</source>
        <translation>  for col in order-domain-values(row):   # 最少約束值</translation>
    </message>
    <message>
        <source>    if col is consistent: place the queen at (row, col)</source>
        <translation>    if col 與已放置的皇后相容: 在 (row, col) 放置皇后</translation>
    </message>
    <message>
        <source>      if no domain was wiped out: backtrack(assignment)</source>
        <translation>      if 沒有值域被清空: backtrack(assignment)</translation>
    </message>
    <message>
        <source>backtrack(assignment):</source>
        <translation>backtrack(assignment):</translation>
    </message>
    <message>
        <source>  if every row has a queen: report solution</source>
        <translation>  if 每一列都有皇后: 輸出一個解</translation>
    </message>
    <message>
        <source>      restore the pruned values; remove the queen</source>
        <translation>      恢復被刪去的值; 移走皇后</translation>
    </message>
    <message>
        <source>  backjump to the latest row of the conflict set</source>
        <translation>  回跳到衝突集中最近賦值的列</translation>
    </message>
    <message>
        <source>  too many backtracks: restart from the empty board</source>
        <translation>  回溯次數超過預算: 從空棋盤重新開始</translation>
    </message>
</context>
<context>
    <name>PuzzleController</name>
    <message>
        <source>Puzzle on %1 x %1: put a queen in every row so that no two attack each other. Click a square to place one.</source>
        <translation>謎題（%1 x %1）：每列放一個皇后，使任兩個皇后都不互相攻擊。點選格子放置皇后。</translation>
    </message>
    <message>
        <source>The board is empty again.</source>
        <translation>棋盤已清空。</translation>
    </message>
    <message>
        <source>along column %1</source>
        <translation>沿第 %1 欄</translation>
    </message>
    <message>
        <source>along a diagonal (\)</source>
        <translation>沿對角線（\）</translation>
    </message>
    <message>
        <source>along a diagonal (/)</source>
        <translation>沿反對角線（/）</translation>
    </message>
    <message>
        <source>The queens at (%1, %2) and (%3, %4) attack each other %5.</source>
        <extracomment>%1..%4: 0-based row and column of two queens; %5: &quot;along column 2&quot;, &quot;along a diagonal ()&quot;</extracomment>
        <translation>位於 (%1, %2) 和 (%3, %4) 的兩個皇后%5互相攻擊。</translation>
    </message>
    <message>
        <source>Queen on row %1, column %2: no conflicts, %3 of %4 queens placed.</source>
        <translation>皇后已放在第 %1 列第 %2 欄：沒有衝突，%4 個皇后中已放置 %3 個。</translation>
    </message>
    <message>
        <source>Queen taken off: no conflicts, %1 of %2 queens placed.</source>
        <translation>已移走皇后：沒有衝突，%2 個皇后中已放置 %1 個。</translation>
    </message>
    <message>
        <source>Solved! Every row has its queen and no two queens attack each other.</source>
        <translation>解出來了！每列都有皇后，且任兩個皇后都不互相攻擊。</translation>
    </message>
    <message>
        <source>Not a solution: %1</source>
        <translation>不是解：%1</translation>
    </message>
    <message>
        <source>In all, %1 pairs of queens attack each other.</source>
        <translation>共有 %1 對皇后互相攻擊。</translation>
    </message>
    <message>
        <source>Not a solution yet: no two queens attack each other, but only %1 of %2 queens are placed.</source>
        <translation>還不是解：沒有皇后互相攻擊，但 %2 個皇后中只放置了 %1 個。</translation>
    </message>
    <message>
        <source>Try row %1, column %2: it is safe and a solution goes through it.</source>
        <translation>試試第 %1 列第 %2 欄：這個格子是安全的，而且有解經過它。</translation>
    </message>
    <message>
        <source>Nothing left to do: the board is already a solution.</source>
        <translation>無需再做什麼：棋盤已經是一個解。</translation>
    </message>
    <message>
        <source>Move or remove one of them first.</source>
        <translation>請先移動或移走其中一個。</translation>
    </message>
    <message>
        <source>Dead end: every square of row %1 is attacked.</source>
        <translation>死路：第 %1 列的每個格子都受到攻擊。</translation>
    </message>
    <message>
        <source>Move or remove a queen.</source>
        <translation>請移動或移走一個皇后。</translation>
    </message>
    <message>
        <source>Dead end: no solution keeps these queens (the solver tried 1 placement).</source>
        <translation>死路：保留這些皇后不可能得到解（求解器嘗試了 1 種擺放）。</translation>
    </message>
    <message>
        <source>Dead end: no solution keeps these queens (the solver tried %L1 placements).</source>
        <translation>死路：保留這些皇后不可能得到解（求解器嘗試了 %L1 種擺放）。</translation>
    </message>
    <message>
        <source>symmetric search needs an empty board: it searches half of the first row and mirrors what it finds.</source>
        <translation>對稱搜尋需要空棋盤：它只搜尋第一列的一半，再把找到的解鏡像。</translation>
    </message>
    <message>
        <source>min-conflicts may only move the free queens, and no solution keeps the queens you placed.</source>
        <translation>最小衝突搜尋只能移動未固定的皇后，而保留你放置的皇后不可能得到解。</translation>
    </message>
    <message>
        <source>two of your queens attack each other, and min-conflicts may not move them.</source>
        <translation>你放置的皇后中有兩個互相攻擊，而最小衝突搜尋不能移動它們。</translation>
    </message>
    <message>
        <source>%1 cannot start from this board: %2</source>
        <translation>%1 無法從這個棋盤開始：%2</translation>
    </message>
    <message>
        <source>%1 searches from the empty board.</source>
        <translation>%1 從空棋盤開始搜尋。</translation>
    </message>
    <message>
        <source>%1 searches on from your queen.</source>
        <translation>%1 從你放置的皇后開始繼續搜尋。</translation>
    </message>
    <message>
        <source>%1 searches on from your %2 queens.</source>
        <translation>%1 從你放置的 %2 個皇后開始繼續搜尋。</translation>
    </message>
    <message>
        <source>The solver gave up after %L1 placements: no hint this time.</source>
        <translation>求解器放置了 %L1 次後放棄：這次沒有提示。</translation>
    </message>
    <message>
        <source>it starts from random boards, so it cannot keep the queens you placed.</source>
        <translation>它從隨機棋盤出發，所以無法保留你放置的皇后。</translation>
    </message>
</context>
<context>
    <name>PuzzlePanel</name>
    <message>
        <source>Check</source>
        <translation>檢查</translation>
    </message>
    <message>
        <source>Say whether the board is a solution (key C)</source>
        <translation>判斷棋盤是否為一個解（C 鍵）</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Ask the solver for a safe square on a solution (key H)</source>
        <translation>請求解器給出一個位於某個解上的安全格子（H 鍵）</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Take every queen off the board</source>
        <translation>移走棋盤上的所有皇后</translation>
    </message>
    <message>
        <source>Start search from here</source>
        <translation>從這裡開始搜尋</translation>
    </message>
    <message>
        <source>Run the chosen algorithm with your queens kept where they are; it searches the empty rows</source>
        <translation>執行所選演算法，保持你放置的皇后不動；演算法只搜尋空列</translation>
    </message>
    <message>
        <source>Click a square to put a queen there, move its row&apos;s queen there, or take it off. Keys: arrows move the dashed cursor, Space or Enter toggles a queen, Delete removes the row&apos;s queen, H asks for a hint, C checks. Squares are (row, column), counted from 0. Hatched squares are attacked; an X marks a queen under attack.</source>
        <translation>點選一個格子即可在那裡放置皇后、把該列的皇后移到那裡，或把它移走。按鍵：方向鍵移動虛線游標，空白鍵或 Enter 鍵放置或移走皇后，Delete 鍵移走該列的皇后，H 鍵要求提示，C 鍵檢查。格子以 (列, 欄) 表示，從 0 開始計數。帶斜紋的格子受到攻擊；X 標示受攻擊的皇后。</translation>
    </message>
</context>
<context>
    <name>QuizVerdictOverlay</name>
    <message>
        <source>Right!</source>
        <translation>答對了！</translation>
    </message>
    <message>
        <source>Not quite</source>
        <translation>沒猜中</translation>
    </message>
    <message>
        <source>Next queen: row %1, column %2</source>
        <translation>下一個皇后：第 %1 列第 %2 欄</translation>
    </message>
    <message>
        <source>Your guess: row %1, column %2</source>
        <translation>你的猜測：第 %1 列第 %2 欄</translation>
    </message>
</context>
<context>
    <name>RegisterPainter</name>
    <message>
        <source>All rows placed</source>
        <translation>每一列都已放置皇后</translation>
    </message>
    <message>
        <source>Registers of row %1</source>
        <translation>第 %1 列的暫存器</translation>
    </message>
    <message>
        <source>bit c = column c</source>
        <translation>第 c 位元 = 第 c 欄</translation>
    </message>
</context>
<context>
    <name>RegisterView</name>
    <message>
        <source>No registers to show</source>
        <translation>沒有可顯示的暫存器</translation>
    </message>
    <message>
        <source>The registers belong to the bitmask search, N from 1 to 64.</source>
        <translation>暫存器只屬於位元運算回溯，N 為 1 到 64。</translation>
    </message>
    <message>
        <source>bit c = column c</source>
        <comment>register cells are in board order</comment>
        <translation>第 c 位元 = 第 c 欄</translation>
    </message>
    <message>
        <source>Registers</source>
        <translation>暫存器</translation>
    </message>
    <message>
        <source>Registers of row %L1 (every row has a queen)</source>
        <translation>第 %L1 列的暫存器（每列都有皇后）</translation>
    </message>
    <message>
        <source>Registers of row %L1</source>
        <translation>第 %L1 列的暫存器</translation>
    </message>
    <message>
        <source>(row %L1)</source>
        <translation>（第 %L1 列）</translation>
    </message>
    <message>
        <source>not computed yet</source>
        <translation>尚未計算</translation>
    </message>
    <message>
        <source>restored: row %L1&apos;s value</source>
        <comment>a bitmask register went back to the value it had for this row</comment>
        <translation>已恢復為第 %L1 列時的值</translation>
    </message>
    <message>
        <source>columns that hold a queen</source>
        <translation>已有皇后的欄</translation>
    </message>
    <message>
        <source>columns attacked along a \ diagonal</source>
        <translation>受對角線（\）攻擊的欄</translation>
    </message>
    <message>
        <source>columns attacked along a / diagonal</source>
        <translation>受反對角線（/）攻擊的欄</translation>
    </message>
    <message>
        <source>free columns of the row</source>
        <translation>該列的空閒欄</translation>
    </message>
    <message>
        <source>the column being tried</source>
        <translation>正在嘗試的欄</translation>
    </message>
</context>
<context>
    <name>RunStatsFormatter</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <comment>minutes and seconds</comment>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <comment>hours and minutes</comment>
        <translation>%1 小時 %2 分</translation>
    </message>
    <message numerus="yes">
        <source>%1 event(s)/s</source>
        <comment>%1 is the rate, e.g. 12.3 k</comment>
        <translation>
            <numerusform>%1 事件/秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 step(s)/s</source>
        <comment>%1 is the rate, e.g. 12.3 k</comment>
        <translation>
            <numerusform>%1 步/秒</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SearchListView</name>
    <message>
        <source>() empty board</source>
        <translation>() 空棋盤</translation>
    </message>
    <message>
        <source>%1   %2</source>
        <comment>tuple, then its label</comment>
        <translation>%1   %2</translation>
    </message>
    <message>
        <source>CLOSED: nodes already expanded</source>
        <translation>CLOSED 表：已展開的節點</translation>
    </message>
    <message>
        <source>A tuple lists the column of the queen in rows 0, 1, 2, …; column 0 is on the left, as on the board.</source>
        <translation>元組依序列出第 0、1、2、… 列皇后所在的欄；第 0 欄在左邊，與棋盤一致。</translation>
    </message>
    <message>
        <source>OPEN: nodes waiting</source>
        <translation>OPEN 表：等待中的節點</translation>
    </message>
    <message>
        <source>No depth-first or breadth-first search is running.</source>
        <translation>目前沒有執行深度優先或廣度優先搜尋。</translation>
    </message>
    <message>
        <source>OPEN and CLOSED lists belong to the depth-first and breadth-first graph searches.</source>
        <translation>OPEN 表和 CLOSED 表只屬於深度優先和廣度優先圖搜尋。</translation>
    </message>
    <message>
        <source>OPEN: nodes waiting (a stack)</source>
        <translation>OPEN 表：等待中的節點（堆疊）</translation>
    </message>
    <message>
        <source>OPEN: nodes waiting (a queue)</source>
        <translation>OPEN 表：等待中的節點（佇列）</translation>
    </message>
    <message>
        <source>The contents of OPEN could not be rebuilt from the recorded events (%1), so only the sizes are shown.</source>
        <translation>無法根據已記錄的事件重建 OPEN 表的內容（%1），因此只顯示大小。</translation>
    </message>
    <message>
        <source>Going back to step %1 needs nodes this view no longer keeps, so only the sizes of OPEN and CLOSED are shown here.</source>
        <translation>回到第 %1 步需要本檢視已不再保存的節點，因此這裡只顯示 OPEN 表和 CLOSED 表的大小。</translation>
    </message>
    <message>
        <source>The events needed to rebuild OPEN at step %1 were dropped to keep the timeline within its memory bound, so only the sizes of OPEN and CLOSED are shown here.</source>
        <translation>為使時間軸不超出記憶體上限，重建第 %1 步的 OPEN 表所需的事件已被捨棄，因此這裡只顯示 OPEN 表和 CLOSED 表的大小。</translation>
    </message>
    <message>
        <source>Being expanded (the node the last pop took from OPEN):</source>
        <translation>正在展開（上一次從 OPEN 表取出的節點）：</translation>
    </message>
    <message>
        <source>No node has been taken from OPEN yet.</source>
        <translation>尚未從 OPEN 表取出任何節點。</translation>
    </message>
    <message>
        <source>The node being expanded is no longer known.</source>
        <translation>已無法得知正在展開的節點。</translation>
    </message>
    <message>
        <source>OPEN is empty.</source>
        <translation>OPEN 表為空。</translation>
    </message>
    <message>
        <source>OPEN from the stack top (last in, first out); DFS pushes its children on top before the next pop:</source>
        <translation>OPEN 表從堆疊頂端列起（後進先出）；DFS 在下一次彈出之前把子節點推入堆疊頂端：</translation>
    </message>
    <message>
        <source>OPEN from the queue front (first in, first out), in the order it will be expanded:</source>
        <translation>OPEN 表從佇列前端列起（先進先出），依展開的先後順序：</translation>
    </message>
    <message>
        <source>next to expand</source>
        <translation>下一個待展開</translation>
    </message>
    <message>
        <source>+ %1 more</source>
        <comment>nodes of OPEN not drawn</comment>
        <translation>還有 %1 個</translation>
    </message>
    <message>
        <source>Catching up… the lists show step %1; the cursor is at step %2.</source>
        <translation>正在追趕……串列顯示的是第 %1 步；播放位置在第 %2 步。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences in a row (no space in Chinese)</comment>
        <translation>%1%2</translation>
    </message>
    <message numerus="yes">
        <source>Cut off in this pass: %n node(s).</source>
        <translation>
            <numerusform>本輪已截斷 %n 個節點。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut off (the node the last pop took lies at the depth limit %L1, so it is not expanded):</source>
        <translation>已截斷（最近一次彈出的節點位於深度限制 %L1，因此不展開）：</translation>
    </message>
    <message>
        <source>cut off</source>
        <comment>a node at the depth limit</comment>
        <translation>已截斷</translation>
    </message>
    <message>
        <source>Pass %L1: depth limit %L1. CLOSED was emptied when this pass began; a node popped at depth %L1 is cut off.</source>
        <translation>第 %L1 輪：深度限制 %L1。本輪開始時 CLOSED 已清空；在深度 %L1 彈出的節點會被截斷。</translation>
    </message>
    <message>
        <source>The earlier passes ended with CLOSED = %1; this pass takes all their nodes again.</source>
        <translation>之前各輪結束時 CLOSED = %1；本輪會再次取出它們的所有節點。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator between numbers</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>SearchTreeView</name>
    <message numerus="yes">
        <source>%n queen(s)</source>
        <comment>a level of the search tree: queens placed</comment>
        <translation>
            <numerusform>%n 個皇后</numerusform>
        </translation>
    </message>
    <message>
        <source>r%L1=%L2</source>
        <comment>a node of the search tree: the queen of row %1 is in column %2</comment>
        <translation>列%L1=%L2</translation>
    </message>
    <message>
        <source>Dead end: no square of row %L1 is left to cover it.</source>
        <translation>死路：第 %L1 列已沒有可以覆蓋它的格子。</translation>
    </message>
    <message>
        <source>Dead end: no square of column %L1 is left to cover it.</source>
        <translation>死路：第 %L1 欄已沒有可以覆蓋它的格子。</translation>
    </message>
    <message>
        <source>Wipe-out: arc consistency empties the domain of row %L1 before any queen is placed.</source>
        <translation>值域清空：還沒有放置任何皇后，弧相容就清空了第 %L1 列的值域。</translation>
    </message>
    <message>
        <source>Wipe-out: with this queen placed, the domain of row %L1 is empty (its last value went because of row %L2).</source>
        <translation>值域清空：放下這個皇后後，第 %L1 列的值域為空（它的最後一個值因第 %L2 列而被刪去）。</translation>
    </message>
    <message>
        <source>Branches on row %L1 (squares left: %L2).</source>
        <translation>在第 %L1 列上分支（剩餘格子：%L2）。</translation>
    </message>
    <message>
        <source>Branches on column %L1 (squares left: %L2).</source>
        <translation>在第 %L1 欄上分支（剩餘格子：%L2）。</translation>
    </message>
    <message>
        <source>Branches on row %L1 (values left in its domain: %L2).</source>
        <translation>在第 %L1 列上分支（值域中剩餘的值：%L2）。</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>an empty conflict set</comment>
        <translation>空</translation>
    </message>
    <message>
        <source>Row %L1 ran out of values and its conflict set is empty: the search ends.</source>
        <translation>第 %L1 列的值已用完，而它的衝突集為空：搜尋結束。</translation>
    </message>
    <message>
        <source>Row %L1 ran out of values: back to row %L2, the latest row of its conflict set (rows %3).</source>
        <translation>第 %L1 列的值已用完：回到第 %L2 列，即它的衝突集（第 %3 列）中最後賦值的一列。</translation>
    </message>
    <message>
        <source>Row %L1 ran out of values: backjump to row %L2, the latest row of its conflict set (rows %3), skipping the rows placed after it.</source>
        <translation>第 %L1 列的值已用完：回跳到第 %L2 列，即它的衝突集（第 %3 列）中最後賦值的一列，跳過在那之後放置的各列。</translation>
    </message>
    <message>
        <source>Attempt %L1: each restart searches again from the empty board.</source>
        <translation>第 %L1 次嘗試：每次重新開始都從空棋盤重新搜尋。</translation>
    </message>
    <message>
        <source>Queens in the order placed: %1</source>
        <translation>按放置順序排列的皇后：%1</translation>
    </message>
    <message>
        <source>dead end</source>
        <translation>死路</translation>
    </message>
    <message>
        <source>wipe-out</source>
        <translation>值域清空</translation>
    </message>
    <message>
        <source>restart %L1</source>
        <translation>第 %L1 次重新開始</translation>
    </message>
    <message>
        <source>The tree grows as the search runs.</source>
        <translation>搜尋樹會隨著搜尋的進行而生長。</translation>
    </message>
    <message>
        <source>start</source>
        <translation>起點</translation>
    </message>
    <message>
        <source>row %L1</source>
        <translation>第 %L1 列</translation>
    </message>
    <message>
        <source>explored</source>
        <translation>已探索</translation>
    </message>
    <message>
        <source>tried</source>
        <translation>已嘗試</translation>
    </message>
    <message>
        <source>pruned</source>
        <translation>已剪枝</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>解</translation>
    </message>
    <message>
        <source>current</source>
        <translation>目前</translation>
    </message>
    <message>
        <source>Zoom in (+)</source>
        <translation>放大（+）</translation>
    </message>
    <message>
        <source>Zoom out (-)</source>
        <translation>縮小（-）</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>符合視窗</translation>
    </message>
    <message>
        <source>Show the whole tree (F)</source>
        <translation>顯示整棵樹（F）</translation>
    </message>
    <message>
        <source>Min-conflicts search has no search tree: it swaps queens on full boards instead of building boards row by row.</source>
        <translation>最小衝突搜尋沒有搜尋樹：它在擺滿的棋盤上交換皇后，而不是逐列建構棋盤。</translation>
    </message>
    <message>
        <source>The search tree is shown for N up to %L1; this board has N = %L2.</source>
        <translation>搜尋樹僅在 N 不超過 %L1 時顯示；目前棋盤的 N = %L2。</translation>
    </message>
    <message>
        <source>Start a search to see its tree.</source>
        <translation>開始一次搜尋即可看到它的搜尋樹。</translation>
    </message>
    <message>
        <source>The search tree misses steps %L1 to %L2; it stops there.</source>
        <translation>搜尋樹缺少第 %L1 到 %L2 步，因此在此處中斷。</translation>
    </message>
    <message>
        <source>The search tree stops at step %L1: its event does not fit a tree.</source>
        <translation>搜尋樹在第 %L1 步停止：該步的事件無法放入樹中。</translation>
    </message>
    <message>
        <source>Not reached yet at this step.</source>
        <translation>在這一步尚未到達。</translation>
    </message>
    <message>
        <source>Tried: the verdict comes next.</source>
        <translation>已嘗試：下一步給出判定。</translation>
    </message>
    <message>
        <source>Explored: a safe board, pushed onto OPEN.</source>
        <translation>已探索：安全的棋盤，已放入 OPEN 表。</translation>
    </message>
    <message>
        <source>Explored: the queen is placed and the search goes on below.</source>
        <translation>已探索：皇后已放置，搜尋在下方繼續。</translation>
    </message>
    <message>
        <source>Solution: no two queens attack each other. Its mirror image is a solution too.</source>
        <translation>解：任兩個皇后都不互相攻擊。它的鏡像也是一個解。</translation>
    </message>
    <message>
        <source>Solution: no two queens attack each other.</source>
        <translation>解：任兩個皇后都不互相攻擊。</translation>
    </message>
    <message>
        <source>Pruned: the queens of rows %L1 and %L2 share a / diagonal.</source>
        <translation>已剪枝：第 %L1 列和第 %L2 列的皇后在同一條反對角線（/）上。</translation>
    </message>
    <message>
        <source>Pruned: the queens of rows %L1 and %L2 share a \ diagonal.</source>
        <translation>已剪枝：第 %L1 列和第 %L2 列的皇后在同一條對角線（\）上。</translation>
    </message>
    <message>
        <source>Pruned: same column as the queen in row %L1.</source>
        <translation>已剪枝：與第 %L1 列的皇后同欄。</translation>
    </message>
    <message>
        <source>Pruned: same \ diagonal as the queen in row %L1.</source>
        <translation>已剪枝：與第 %L1 列的皇后在同一條對角線（\）上。</translation>
    </message>
    <message>
        <source>Pruned: same / diagonal as the queen in row %L1.</source>
        <translation>已剪枝：與第 %L1 列的皇后在同一條反對角線（/）上。</translation>
    </message>
    <message>
        <source>Pruned: its bit is not set in avail.</source>
        <translation>已剪枝：它在 avail 中對應的位元為 0。</translation>
    </message>
    <message>
        <source>Pruned.</source>
        <translation>已剪枝。</translation>
    </message>
    <message>
        <source>The empty board: the search starts here.</source>
        <translation>空棋盤：搜尋從這裡開始。</translation>
    </message>
    <message>
        <source>Row %L1, column %L2</source>
        <translation>第 %L1 列第 %L2 欄</translation>
    </message>
    <message>
        <source>Board: (%1)</source>
        <translation>棋盤：(%1)</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator between column numbers</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Columns %L1 to %L2 of the next row are skipped: their boards are the mirror images of boards searched here.</source>
        <translation>下一列的第 %L1 到 %L2 欄被跳過：它們的棋盤是這裡已搜尋棋盤的鏡像。</translation>
    </message>
    <message>
        <source>Click to go to the step that tried it.</source>
        <translation>點選可跳到嘗試它的那一步。</translation>
    </message>
    <message>
        <source>Cut off: it lies at this pass&apos;s depth limit, so it is not expanded; the next pass, one row deeper, expands it.</source>
        <translation>已截斷：它位於本輪的深度限制處，因此不展開；下一輪的限制深一列，會展開它。</translation>
    </message>
    <message>
        <source>Pass %L1 (depth limit %L1): it starts again from the empty board.</source>
        <translation>第 %L1 輪（深度限制 %L1）：從空棋盤重新開始。</translation>
    </message>
    <message>
        <source>Nodes tried in this pass so far: %L1; cut off at the limit: %L2.</source>
        <translation>本輪至今嘗試的節點：%L1；在限制處截斷：%L2。</translation>
    </message>
    <message>
        <source>limit %L1: %L2 tried</source>
        <comment>a pass of iterative deepening</comment>
        <translation>限制 %L1：已嘗試 %L2</translation>
    </message>
    <message>
        <source>cut off at the depth limit</source>
        <translation>在深度限制處截斷</translation>
    </message>
</context>
<context>
    <name>SolutionBrowserWorker</name>
    <message>
        <source>Solutions can be listed for N from 1 to %1.</source>
        <translation>只能列出 N 為 1 到 %1 的解。</translation>
    </message>
</context>
<context>
    <name>SolutionListModel</name>
    <message>
        <source>The canonical member of class %1 (its smallest board)</source>
        <translation>第 %1 類的標準代表（該類中最小的棋盤）</translation>
    </message>
    <message>
        <source>A member of class %1</source>
        <translation>第 %1 類的成員</translation>
    </message>
    <message>
        <source>#</source>
        <translation>序號</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>解</translation>
    </message>
    <message>
        <source>class</source>
        <translation>對稱類</translation>
    </message>
    <message>
        <source>orbit size</source>
        <translation>軌道大小</translation>
    </message>
    <message>
        <source>The solution&apos;s number among all solutions, in lexicographic order</source>
        <translation>該解在所有解中依字典序排列的序號</translation>
    </message>
    <message>
        <source>The column of the queen in rows 0, 1, 2, …</source>
        <translation>第 0、1、2、… 列皇后所在的欄</translation>
    </message>
    <message>
        <source>Its symmetry class: solutions that are rotations or mirror images of each other share a class</source>
        <translation>所屬的對稱類：互為旋轉或鏡像的解屬於同一類</translation>
    </message>
    <message>
        <source>How many different boards the eight symmetries make of it</source>
        <translation>經八種對稱變換可由它得到多少個不同的棋盤</translation>
    </message>
</context>
<context>
    <name>SolutionListWriter</name>
    <message>
        <source>the board size must be at least 1; got %1</source>
        <translation>棋盤大小至少為 1；收到的值為 %1</translation>
    </message>
    <message>
        <source>solution %1 has %2 columns for a board of %3</source>
        <translation>第 %1 個解有 %2 個欄號，但棋盤大小為 %3</translation>
    </message>
    <message>
        <source>solution %1: column %2 is off the board</source>
        <translation>第 %1 個解：欄號 %2 超出棋盤範圍</translation>
    </message>
</context>
<context>
    <name>SolutionOrderCombo</name>
    <message>
        <source>By solution number</source>
        <translation>依解的序號</translation>
    </message>
    <message>
        <source>By symmetry class</source>
        <translation>依對稱類</translation>
    </message>
    <message>
        <source>By solution number: the lexicographic order of the boards. By symmetry class: the members of each class together (its canonical member first), the classes in increasing order.</source>
        <translation>依解的序號：棋盤的字典序。依對稱類：同一對稱類的成員排在一起（標準代表在前），各類依編號遞增排列。</translation>
    </message>
    <message>
        <source>The %1 rows of N = %2 are loaded a page at a time as you scroll: the whole list is not in memory, so it can only be shown by solution number.</source>
        <translation>N = %2 的 %1 列隨捲動逐頁載入：整個清單不在記憶體中，因此只能依解的序號顯示。</translation>
    </message>
</context>
<context>
    <name>SolutionsBrowser</name>
    <message>
        <source>Solutions browser</source>
        <translation>解集瀏覽器</translation>
    </message>
    <message>
        <source>N = </source>
        <translation>N = </translation>
    </message>
    <message>
        <source>All solutions</source>
        <translation>所有解</translation>
    </message>
    <message>
        <source>Fundamental only (one per symmetry class)</source>
        <translation>僅基本解（每個對稱類一個）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Show in board</source>
        <translation>在棋盤上顯示</translation>
    </message>
    <message>
        <source>Load the image selected above onto the main board</source>
        <translation>將上方選取的棋盤載入主棋盤</translation>
    </message>
    <message>
        <source>Export list…</source>
        <translation>匯出清單…</translation>
    </message>
    <message>
        <source>Export handout…</source>
        <translation>匯出講義…</translation>
    </message>
    <message>
        <source>Solutions of N = %1</source>
        <translation>N = %1 的解</translation>
    </message>
    <message>
        <source>Counting the solutions of N = %1…</source>
        <translation>正在統計 N = %1 的解……</translation>
    </message>
    <message>
        <source>No solutions for N = %1</source>
        <translation>N = %1 無解</translation>
    </message>
    <message>
        <source>1 solution in 1 symmetry class</source>
        <translation>1 個解，屬於 1 個對稱類</translation>
    </message>
    <message>
        <source>loading cancelled: %1 of %2 listed</source>
        <translation>載入已取消：已列出 %2 個中的 %1 個</translation>
    </message>
    <message>
        <source>all %1 listed</source>
        <translation>已全部列出（%1 個）</translation>
    </message>
    <message>
        <source>%1 listed, one per class</source>
        <translation>已列出 %1 個，每類一個</translation>
    </message>
    <message>
        <source>showing the first %1 of %2; scroll for more</source>
        <translation>顯示 %2 個中的前 %1 個；捲動可檢視更多</translation>
    </message>
    <message>
        <source>loading %1 of %2…</source>
        <translation>正在載入 %1 / %2……</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>totals; what is listed</comment>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>queens-%1-solutions.txt</source>
        <translation>%1皇后-所有解.txt</translation>
    </message>
    <message>
        <source>queens-%1-fundamental.txt</source>
        <translation>%1皇后-基本解.txt</translation>
    </message>
    <message>
        <source>Export solution list</source>
        <translation>匯出解清單</translation>
    </message>
    <message>
        <source>Text, one solution per line (*.txt);;CSV with class and orbit (*.csv)</source>
        <translation>純文字檔，每行一個解 (*.txt);;CSV，含對稱類和軌道 (*.csv)</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>正在匯出到 %1……</translation>
    </message>
    <message>
        <source>Exporting the solutions of N = %1…</source>
        <translation>正在匯出 N = %1 的解……</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written.</source>
        <translation>匯出已取消；未寫入任何內容。</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>匯出失敗：%1</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>排序(&amp;O)：</translation>
    </message>
    <message>
        <source>Write every solution of the list to a text file (one per line) or a CSV file (with class and orbit size), in the order the table shows: by solution number, or grouped by symmetry class</source>
        <translation>將清單中的每個解寫入文字檔（每行一個）或 CSV 檔（含對稱類和軌道大小），順序與表格顯示的一致：依解的序號，或依對稱類分組</translation>
    </message>
    <message>
        <source>N must be 1 to %1 in the browser.</source>
        <translation>解集瀏覽器中的 N 必須為 1 到 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%1 solutions in %Ln symmetry class(es)</source>
        <comment>%1 is at least 2</comment>
        <translation>
            <numerusform>%1 個解，分屬 %Ln 個對稱類</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 solution(s) to %2</source>
        <comment>%1 is the number saved</comment>
        <translation>
            <numerusform>已將 %1 個解儲存到 %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolutionsBrowserHost</name>
    <message>
        <source>Solutions browser…</source>
        <translation>解集瀏覽器…</translation>
    </message>
    <message>
        <source>Ctrl+B</source>
        <comment>View|Solutions browser</comment>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <source>List the solutions of N grouped into symmetry classes.</source>
        <translation>依對稱類分組列出 N 的解。</translation>
    </message>
</context>
<context>
    <name>SolutionsCommand</name>
    <message>
        <source>list all solutions (or one per symmetry class) in lexicographic order</source>
        <translation>依字典序列出所有解（或每個對稱類一個）</translation>
    </message>
    <message>
        <source>Lists the solutions of the N-Queens problem on an N x N board, one per line: the 0-based column of each row, separated by spaces, in lexicographic order. N above %1 needs --limit; N above %2 is not supported.</source>
        <translation>列出 N x N 棋盤上 N 皇后問題的解，每個解佔一行：依序列出每一列皇后所在的欄（從 0 開始），以空格分隔，依字典序排列。N 大於 %1 時需要 --limit；不支援大於 %2 的 N。</translation>
    </message>
    <message>
        <source>Board size (a positive integer).</source>
        <translation>棋盤大小（正整數）。</translation>
    </message>
    <message>
        <source>Only one solution per symmetry class (rotations and reflections): the lexicographically smallest.</source>
        <translation>只輸出基本解：每個對稱類（旋轉和鏡像）中字典序最小的那個解。</translation>
    </message>
    <message>
        <source>Print at most K solutions.</source>
        <translation>最多輸出 K 個解。</translation>
    </message>
    <message>
        <source>solutions supports N from 1 to %1; got %2</source>
        <translation>solutions 支援的 N 為 1 到 %1；收到的值為 %2</translation>
    </message>
    <message>
        <source>listing every solution for N = %1 would print far too much (N above %2); add --limit K</source>
        <translation>列出 N = %1 的所有解會輸出太多內容（N 大於 %2）；請加上 --limit K</translation>
    </message>
    <message>
        <source>CSV output (with symmetry classes) supports N from 1 to %1; got %2</source>
        <translation>CSV 輸出（含對稱類）支援的 N 為 1 到 %1；收到的值為 %2</translation>
    </message>
    <message>
        <source>Write to FILE (replaced only when complete) instead of standard output. A name ending in .csv gets CSV: a header &quot;solution,class,orbit,r0,...&quot;, then per solution its number, the number of its symmetry class, the size of its orbit (1, 2, 4 or 8) and its columns (N up to %1).</source>
        <translation>寫入 FILE 而不是標準輸出（完成後才取代該檔案）。檔名以 .csv 結尾時輸出 CSV：先是表頭 &quot;solution,class,orbit,r0,...&quot;，然後每個解一行，依序為解的編號、其對稱類的編號、其軌道大小（1、2、4 或 8）以及各列皇后所在的欄（N 最大為 %1）。</translation>
    </message>
    <message numerus="yes">
        <source>%1 solution(s)</source>
        <comment>the number written</comment>
        <translation>
            <numerusform>得到 %1 個解</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>interrupted after %1 solution(s) (%2 search nodes); the list is incomplete</source>
        <comment>%1 is the number of solutions listed</comment>
        <translation>
            <numerusform>在得到 %1 個解（%2 個搜尋節點）後被中斷；清單不完整</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>interrupted after %1 solution(s) (%2 search nodes); nothing was written to &apos;%3&apos;</source>
        <comment>%1 is the number of solutions found</comment>
        <translation>
            <numerusform>在得到 %1 個解（%2 個搜尋節點）後被中斷；未向「%3」寫入任何內容</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveCommand</name>
    <message>
        <source>find one solution and print its placement</source>
        <translation>求出一個解並輸出其擺放</translation>
    </message>
    <message>
        <source>Finds one solution of the N-Queens problem and prints it: the 0-based column of each row, one per line. Exit code 1 when no solution exists (N = 2 or 3).</source>
        <translation>求出 N 皇后問題的一個解並輸出：每行一個數，即該列皇后所在的欄（從 0 開始）。解不存在時（N = 2 或 3）結束代碼為 1。</translation>
    </message>
    <message>
        <source>Board size (a positive integer).</source>
        <translation>棋盤大小（正整數）。</translation>
    </message>
    <message>
        <source>Random seed for min-conflicts (default 1).</source>
        <translation>min-conflicts 的亂數種子（預設為 1）。</translation>
    </message>
    <message>
        <source>Write the placement to FILE (replaced only when complete); - is standard output.</source>
        <translation>將擺放寫入 FILE（完成後才取代該檔案）；- 表示標準輸出。</translation>
    </message>
    <message>
        <source>Print a JSON summary line {&quot;n&quot;,&quot;method&quot;,&quot;seed&quot;,&quot;seconds&quot;,&quot;verified&quot;}; requires --output FILE.</source>
        <translation>輸出一行 JSON 摘要 {&quot;n&quot;,&quot;method&quot;,&quot;seed&quot;,&quot;seconds&quot;,&quot;verified&quot;}；需要同時使用 --output FILE。</translation>
    </message>
    <message>
        <source>unknown method &apos;%1&apos;; choose one of: %2</source>
        <translation>未知的方法「%1」；可選：%2</translation>
    </message>
    <message>
        <source>--json prints the summary on standard output; give the placement a file with --output FILE</source>
        <translation>--json 會把摘要輸出到標準輸出；請用 --output FILE 為擺放指定一個檔案</translation>
    </message>
    <message>
        <source>no solution exists for N = %1</source>
        <translation>N = %1 時解不存在</translation>
    </message>
    <message>
        <source>internal error: the %1 search ended without a solution, but N = %2 has solutions</source>
        <translation>內部錯誤：%1 搜尋結束時沒有找到解，但 N = %2 是有解的</translation>
    </message>
    <message>
        <source>the %1 search would run for hours to find a first solution of N = %2 (it is practical up to N = %3); use --method min-conflicts</source>
        <translation>%1 搜尋要執行數小時才能找到 N = %2 的第一個解（它只適用於 N 不超過 %3）；請使用 --method min-conflicts</translation>
    </message>
    <message>
        <source>Search method, one of: %1 (default min-conflicts; min-conflicts and construct handle millions of queens, bitmask and backtracking up to N = %2).</source>
        <translation>搜尋方法，可選：%1（預設為 min-conflicts；min-conflicts 和 construct 可處理數百萬個皇后，bitmask 和 backtracking 最多到 N = %2）。</translation>
    </message>
    <message>
        <source>Print the result without checking it first (every result is checked by default).</source>
        <translation>不先檢查就輸出結果（預設會檢查每個結果）。</translation>
    </message>
    <message>
        <source>N = %1 is too large for the %2 method (at most %3)</source>
        <translation>對 %2 方法來說 N = %1 太大（最多為 %3）</translation>
    </message>
    <message>
        <source>N = %1 needs about %2 MiB of memory, but only %3 MiB are available</source>
        <translation>N = %1 大約需要 %2 MiB 記憶體，但只有 %3 MiB 可用</translation>
    </message>
    <message>
        <source>internal error: the %1 search returned a placement that is not a solution (first offending row: %2)</source>
        <translation>內部錯誤：%1 搜尋傳回的擺放不是解（第一個出錯的列：%2）</translation>
    </message>
    <message>
        <source>the %1 method</source>
        <translation>%1方法</translation>
    </message>
    <message>
        <source>interrupted after %1; no placement written</source>
        <translation>%1被中斷；未寫出任何擺放</translation>
    </message>
    <message>
        <source>%1 search steps</source>
        <translation>搜尋 %1 步後</translation>
    </message>
    <message>
        <source>interrupted while writing row %1 of %2; the output is incomplete (a file given with --output is left unchanged)</source>
        <translation>在寫出第 %1 列（共 %2 列）時被中斷；輸出不完整（以 --output 指定的檔案維持不變）</translation>
    </message>
    <message>
        <source>%1 s of min-conflicts search (%2 builds, %3 swaps)</source>
        <translation>最小衝突搜尋進行 %1 秒（%2 次建構，%3 次交換）後</translation>
    </message>
    <message>
        <source>the search (%1 s), before the check</source>
        <translation>搜尋結束（用時 %1 秒）後、檢查之前</translation>
    </message>
    <message>
        <source>the search (%1 s), before the output was complete</source>
        <translation>搜尋結束（用時 %1 秒）後、輸出完成之前</translation>
    </message>
    <message>
        <source>the %1 search stopped without finding a solution (a local search can get stuck); try other options or another --seed</source>
        <translation>%1 搜尋停止時沒有找到解（區域搜尋可能陷入困境）；請改用其他選項或另一個 --seed</translation>
    </message>
</context>
<context>
    <name>SolverWorker</name>
    <message>
        <source>there is not enough memory for N = %L1.</source>
        <translation>記憶體不足，無法處理 N = %L1。</translation>
    </message>
    <message>
        <source>it could not start (%1).</source>
        <translation>無法啟動（%1）。</translation>
    </message>
    <message>
        <source>there is not enough memory.</source>
        <translation>記憶體不足。</translation>
    </message>
    <message>
        <source>step %1 could not be computed: %2</source>
        <translation>第 %1 步無法計算：%2</translation>
    </message>
</context>
<context>
    <name>SpeedControl</name>
    <message>
        <source>max</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>Steps per second:</source>
        <translation>每秒步數：</translation>
    </message>
    <message>
        <source>From %L1 to %L2 steps per second, or as fast as possible</source>
        <translation>每秒 %L1 到 %L2 步，或盡可能快</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Welcome to QueensLab</source>
        <translation>歡迎使用 QueensLab</translation>
    </message>
    <message>
        <source>Choose a lesson to follow a search step by step, with questions along the way, or explore the searches on your own.</source>
        <translation>選擇一堂課，一步一步地跟隨搜尋過程，並回答途中的問題；或者自己自由探索各種搜尋。</translation>
    </message>
    <message>
        <source>Explore freely</source>
        <translation>自由探索</translation>
    </message>
    <message>
        <source>Close this page and choose an algorithm and a board size yourself.</source>
        <translation>關閉本頁，自己選擇演算法和棋盤大小。</translation>
    </message>
    <message>
        <source>Show this page at start-up</source>
        <translation>啟動時顯示本頁</translation>
    </message>
</context>
<context>
    <name>StatsPanel</name>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>步數：</translation>
    </message>
    <message>
        <source>Queens on board:</source>
        <translation>棋盤上的皇后：</translation>
    </message>
    <message>
        <source>Cells tried:</source>
        <translation>嘗試的格子數：</translation>
    </message>
    <message>
        <source>Rejected:</source>
        <translation>排除次數：</translation>
    </message>
    <message>
        <source>Backtracks:</source>
        <translation>回溯次數：</translation>
    </message>
    <message>
        <source>Solutions:</source>
        <translation>解的個數：</translation>
    </message>
    <message>
        <source>Swaps evaluated:</source>
        <translation>評估交換次數：</translation>
    </message>
    <message>
        <source>Swaps made:</source>
        <translation>實際交換次數：</translation>
    </message>
    <message>
        <source>Restarts:</source>
        <translation>重新開始次數：</translation>
    </message>
    <message>
        <source>Collisions:</source>
        <translation>衝突數：</translation>
    </message>
    <message>
        <source>OPEN / CLOSED:</source>
        <translation>OPEN 表 / CLOSED 表：</translation>
    </message>
    <message>
        <source>%1 of %2 (search finished)</source>
        <translation>%1 / %2（搜尋已結束）</translation>
    </message>
    <message>
        <source>%1 of %2 recorded so far</source>
        <translation>%1 / 目前已記錄 %2</translation>
    </message>
    <message>
        <source>%L1 of %L2</source>
        <translation>%L1 / %L2</translation>
    </message>
    <message>
        <source>Search time:</source>
        <translation>搜尋用時：</translation>
    </message>
    <message>
        <source>Search speed:</source>
        <translation>搜尋速度：</translation>
    </message>
    <message>
        <source>Playback:</source>
        <translation>播放速度：</translation>
    </message>
    <message>
        <source>Time the solver spent searching (not waiting for playback)</source>
        <translation>求解器用於搜尋的時間（不含等待播放的時間）</translation>
    </message>
    <message>
        <source>Steps per second the playback actually advanced during the last second</source>
        <translation>最近一秒內播放實際前進的步數</translation>
    </message>
    <message>
        <source>%1 of %2 recorded ahead; press Play or Step</source>
        <translation>%1 / 已預先記錄 %2；請按「播放」或「下一步」</translation>
    </message>
    <message>
        <source>Attacking pairs h:</source>
        <translation>攻擊對數 h：</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>移動次數：</translation>
    </message>
    <message>
        <source>Sideways moves:</source>
        <translation>橫向移動：</translation>
    </message>
    <message>
        <source>Temperature T:</source>
        <translation>溫度 T：</translation>
    </message>
    <message>
        <source>Generation:</source>
        <translation>世代：</translation>
    </message>
    <message>
        <source>Best h:</source>
        <translation>最佳 h：</translation>
    </message>
    <message>
        <source>Best fitness:</source>
        <translation>最佳適應度：</translation>
    </message>
    <message>
        <source>Proposals:</source>
        <translation>提議：</translation>
    </message>
    <message>
        <source>%1 (%2 accepted)</source>
        <comment>proposals judged, of which accepted</comment>
        <translation>%1（接受 %2）</translation>
    </message>
    <message>
        <source>Passes (depth limit):</source>
        <translation>輪數（深度限制）：</translation>
    </message>
    <message>
        <source>Cut off at the limit:</source>
        <translation>在限制處截斷：</translation>
    </message>
    <message>
        <source>Consistency checks:</source>
        <translation>相容性檢查：</translation>
    </message>
    <message>
        <source>Prunings:</source>
        <translation>剪除次數：</translation>
    </message>
    <message>
        <source>Wipe-outs:</source>
        <translation>值域清空：</translation>
    </message>
    <message>
        <source>Arc revisions:</source>
        <translation>弧修正：</translation>
    </message>
    <message>
        <source>Backjumps:</source>
        <translation>回跳次數：</translation>
    </message>
    <message>
        <source>Link updates:</source>
        <translation>鏈結更新：</translation>
    </message>
</context>
<context>
    <name>StepCountLabel</name>
    <message>
        <source>%1 / %2</source>
        <comment>scrubber: step shown / steps recorded</comment>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>StepCaptionPainter</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
</context>
<context>
    <name>StopEditDialog</name>
    <message>
        <source>Edit stop %L1 (step %L2)</source>
        <translation>編輯第 %L1 站（第 %L2 步）</translation>
    </message>
    <message>
        <source>No question</source>
        <translation>沒有問題</translation>
    </message>
    <message>
        <source>Where does the next queen go?</source>
        <translation>下一個皇后放在哪裡？</translation>
    </message>
    <message>
        <source>Multiple choice</source>
        <translation>選擇題</translation>
    </message>
    <message>
        <source>A number</source>
        <translation>填數題</translation>
    </message>
    <message>
        <source>One answer a line, 2 to %L1 answers, in the same order in every language.</source>
        <translation>每行一個選項，共 2 到 %L1 個，各語言的順序相同。</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>類型：</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>題目：</translation>
    </message>
    <message>
        <source>Answers:</source>
        <translation>選項：</translation>
    </message>
    <message>
        <source>Right answer (line):</source>
        <translation>正確答案（第幾行）：</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>答案：</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>容許誤差：</translation>
    </message>
    <message>
        <source>Play to a breakpoint from the previous stop</source>
        <translation>從上一站播放到中斷點</translation>
    </message>
    <message>
        <source>Next from the previous stop plays the search to this breakpoint instead of jumping; the stop's step becomes where it stops.</source>
        <translation>在上一站按「下一站」時，搜尋會播放到這個中斷點而不是直接跳過去；本站的步數就是它停下的位置。</translation>
    </message>
    <message>
        <source>Next solution</source>
        <translation>下一個解</translation>
    </message>
    <message>
        <source>Next backtrack</source>
        <translation>下一次回溯</translation>
    </message>
    <message>
        <source>Next restart</source>
        <translation>下一次重新開始</translation>
    </message>
    <message>
        <source>Depth k (k queens placed)</source>
        <translation>深度 k（已放置 k 個皇后）</translation>
    </message>
    <message>
        <source>A full board with at most k collisions</source>
        <translation>衝突數至多為 k 的完整棋盤</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>標題：</translation>
    </message>
    <message>
        <source>Narration:</source>
        <translation>講解：</translation>
    </message>
    <message>
        <source>The stop needs a title in at least one language.</source>
        <translation>本站至少需要一種語言的標題。</translation>
    </message>
    <message>
        <source>The question needs its text in at least one language.</source>
        <translation>題目至少需要一種語言的文字。</translation>
    </message>
    <message>
        <source>Every language needs the same number of answers.</source>
        <translation>每種語言的選項數必須相同。</translation>
    </message>
    <message>
        <source>A multiple-choice question needs 2 to %L1 answers, one a line.</source>
        <translation>選擇題需要 2 到 %L1 個選項，每行一個。</translation>
    </message>
    <message>
        <source>The right answer must be one of the %L1 lines.</source>
        <translation>正確答案必須是這 %L1 行中的一行。</translation>
    </message>
    <message>
        <source>The answer must be a number.</source>
        <translation>答案必須是一個數。</translation>
    </message>
    <message>
        <source>Next wipe-out</source>
        <translation>下一次值域清空</translation>
    </message>
    <message>
        <source>Next backjump</source>
        <translation>下一次回跳</translation>
    </message>
</context>
<context>
    <name>TimelineMemoryLabel</name>
    <message>
        <source>Timeline over its %1 MiB bound: steps before %2 are kept as keyframes only</source>
        <translation>時間軸超出 %1 MiB 上限：第 %2 步之前只保留關鍵影格</translation>
    </message>
</context>
<context>
    <name>TimelineScrubber</name>
    <message>
        <source>Timeline</source>
        <translation>時間軸</translation>
    </message>
    <message>
        <source>The recorded steps of the run; click or drag to go to a step</source>
        <translation>本次執行已記錄的步驟；按一下或拖曳可跳到某一步</translation>
    </message>
    <message>
        <source>Step %1: not recorded yet</source>
        <translation>第 %1 步：尚未記錄</translation>
    </message>
    <message>
        <source>Step %1 of %2 (dropped from memory: going there lands on the nearest keyframe)</source>
        <translation>第 %1 步，共 %2 步（已從記憶體中捨棄：跳到這裡會落在最近的關鍵影格上）</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
</context>
<context>
    <name>TraceCommand</name>
    <message>
        <source>print the step events of a search as JSON Lines</source>
        <translation>以 JSON Lines 格式輸出搜尋的步驟事件</translation>
    </message>
    <message>
        <source>Runs one search algorithm step by step on an N x N board and prints every step event as one JSON object per line: &quot;step&quot; (0-based), &quot;kind&quot;, &quot;line&quot; (the pseudo-code line id) and the cells, rows, reasons or register values the event touches. Mask register values are binary strings of N digits, most significant bit first.</source>
        <translation>在 N x N 棋盤上逐步執行一種搜尋演算法，並把每個步驟事件輸出為一行 JSON 物件：&quot;step&quot;（從 0 開始）、&quot;kind&quot;、&quot;line&quot;（虛擬碼的行號）以及該事件涉及的格子、列、原因或暫存器值。遮罩暫存器的值是 N 位數的二進位字串，最高位元在前。</translation>
    </message>
    <message>
        <source>Board size (a positive integer).</source>
        <translation>棋盤大小（正整數）。</translation>
    </message>
    <message>
        <source>Search algorithm, one of: %1.</source>
        <translation>搜尋演算法，可選：%1。</translation>
    </message>
    <message>
        <source>Stop after K events (default %1); the output then ends without a &quot;done&quot; line.</source>
        <translation>輸出 K 個事件後停止（預設為 %1）；此時輸出的結尾沒有 &quot;done&quot; 行。</translation>
    </message>
    <message>
        <source>Random seed for min-conflicts (default 1).</source>
        <translation>min-conflicts 的亂數種子（預設為 1）。</translation>
    </message>
    <message>
        <source>Stop at the first solution.</source>
        <translation>找到第一個解時停止。</translation>
    </message>
    <message>
        <source>--algorithm is missing; choose one of: %1</source>
        <translation>缺少 --algorithm；可選：%1</translation>
    </message>
    <message>
        <source>%1 search</source>
        <translation>%1搜尋</translation>
    </message>
    <message>
        <source>interrupted after %1 of at most %2 steps; the trace is incomplete</source>
        <translation>在執行了 %1 步（最多 %2 步）後被中斷；追蹤輸出不完整</translation>
    </message>
</context>
<context>
    <name>VerifyCommand</name>
    <message>
        <source>check whether a placement in a file is a solution</source>
        <translation>檢查檔案中的擺放是否為解</translation>
    </message>
    <message>
        <source>rows %1 and %2 share column %3</source>
        <translation>第 %1 列和第 %2 列的皇后同在第 %3 欄</translation>
    </message>
    <message>
        <source>rows %1 and %2 share a diagonal (\)</source>
        <translation>第 %1 列和第 %2 列的皇后在同一條對角線（\）上</translation>
    </message>
    <message>
        <source>rows %1 and %2 share a diagonal (/)</source>
        <translation>第 %1 列和第 %2 列的皇后在同一條反對角線（/）上</translation>
    </message>
    <message>
        <source>rows %1 and %2 attack each other</source>
        <translation>第 %1 列和第 %2 列的皇后互相攻擊</translation>
    </message>
    <message>
        <source>Checks whether FILE holds a solution of the N-Queens problem. FILE lists the 0-based column of each row, separated by blanks, newlines or commas (&quot;.&quot; marks an empty row); &quot;-&quot; reads standard input. Exit code 0: a solution; 1: not a solution (the reason is printed); 2: unreadable or malformed input.</source>
        <translation>檢查 FILE 是否為 N 皇后問題的一個解。FILE 依序列出每一列皇后所在的欄（從 0 開始），以空白、換行或逗號分隔（&quot;.&quot; 表示該列為空）；&quot;-&quot; 表示讀取標準輸入。結束代碼 0：是解；1：不是解（會輸出原因）；2：輸入無法讀取或格式錯誤。</translation>
    </message>
    <message>
        <source>Placement file, or - for stdin.</source>
        <translation>擺放檔案，或以 - 表示標準輸入。</translation>
    </message>
    <message>
        <source>Expected board size: refuse a placement of another length.</source>
        <translation>預期的棋盤大小：拒絕長度不同的擺放。</translation>
    </message>
    <message>
        <source>Print {&quot;n&quot;,&quot;valid&quot;,&quot;reason&quot;} as one JSON line.</source>
        <translation>以一行 JSON 輸出 {&quot;n&quot;,&quot;valid&quot;,&quot;reason&quot;}。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>no two queens attack each other</source>
        <translation>沒有任何兩個皇后互相攻擊</translation>
    </message>
    <message>
        <source>not a solution: %1</source>
        <translation>不是解：%1</translation>
    </message>
    <message>
        <source>rows with a queen: %1 of %2</source>
        <translation>%2 列中只有 %1 列放了皇后</translation>
    </message>
    <message>
        <source>valid: N = %1, no two queens attack each other</source>
        <translation>有效：N = %1，任兩個皇后都不互相攻擊</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Watch the N-Queens searches step by step.</source>
        <translation>逐步觀看 N 皇后問題的各種搜尋過程。</translation>
    </message>
    <message>
        <source>Use a dark palette.</source>
        <translation>使用深色配色。</translation>
    </message>
    <message>
        <source>A lesson (.qlesson) or a board file to open.</source>
        <translation>要開啟的課程（.qlesson）或棋盤檔案。</translation>
    </message>
</context>
<context>
    <name>LessonPageExporter</name>
    <message>
        <source>lesson</source>
        <translation>課程</translation>
    </message>
    <message>
        <source>Export lesson as web page</source>
        <translation>將課程匯出為網頁</translation>
    </message>
    <message>
        <source>Web page (*.html *.htm)</source>
        <translation>網頁 (*.html *.htm)</translation>
    </message>
    <message>
        <source>Writing the web page %1…</source>
        <translation>正在寫出網頁 %1…</translation>
    </message>
    <message>
        <source>The web page was not written: %1</source>
        <translation>網頁沒有寫出：%1</translation>
    </message>
    <message>
        <source>Saved the lesson as the web page %1 (%L2 KiB): it plays in any browser, without QueensLab and without a network.</source>
        <translation>已將課程儲存為網頁 %1（%L2 KiB）：無須 QueensLab，也無須連網，在任何瀏覽器中都能播放。</translation>
    </message>
    <message>
        <source>Export lesson as web page…</source>
        <translation>將課程匯出為網頁…</translation>
    </message>
    <message>
        <source>Write the open lesson as one web page that plays in any browser, without QueensLab and without a network.</source>
        <translation>把開啟的課程寫成一個網頁，無須 QueensLab，也無須連網，在任何瀏覽器中都能播放。</translation>
    </message>
</context>
<context>
    <name>CoverDescriber</name>
    <message>
        <source>Choose %1, the open row or column with the fewest squares left: %L2.</source>
        <translation>選擇%1：在尚未覆蓋的列和欄中，它剩下的格子最少：%L2 個。</translation>
    </message>
    <message numerus="yes">
        <source>Cover %1: hide the %n square(s) on it (link updates: %2).</source>
        <translation>
            <numerusform>覆蓋%1：隱藏其上的 %n 個格子（%2 次鏈結更新）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Uncover %1: relink the %n square(s) on it (link updates: %2).</source>
        <translation>
            <numerusform>解除覆蓋%1：重新鏈結其上的 %n 個格子（%2 次鏈結更新）。</numerusform>
        </translation>
    </message>
    <message>
        <source>row %L1</source>
        <translation>第 %L1 列</translation>
    </message>
    <message>
        <source>column %L1</source>
        <translation>第 %L1 欄</translation>
    </message>
    <message>
        <source>\ diagonal row−col = %L1</source>
        <translation>對角線（\）列−欄 = %L1</translation>
    </message>
    <message>
        <source>/ diagonal row+col = %L1</source>
        <translation>反對角線（/）列+欄 = %L1</translation>
    </message>
    <message>
        <source>Choose %1: no square is left for it, so this branch fails.</source>
        <translation>選擇%1：它已沒有候選格子，這一分支失敗。</translation>
    </message>
</context>
<context>
    <name>ConstraintDescriber</name>
    <message>
        <source>AC-3 removes column %L1 from row %L2&apos;s domain: no value left in row %L3 fits it.</source>
        <translation>AC-3 把第 %L1 欄從第 %L2 列的值域中刪去：第 %L3 列剩下的值都與它不相容。</translation>
    </message>
    <message numerus="yes">
        <source>Try row %L1, column %L2: %Ln consistency check(s) against the queens placed.</source>
        <translation>
            <numerusform>嘗試第 %L1 列第 %L2 欄：與已放置的皇后做了 %Ln 次一致性檢查。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forward checking: test the %Ln value(s) of the unassigned rows against the queen in row %L1.</source>
        <translation>
            <numerusform>前向檢驗：用第 %L1 列的皇后檢驗未賦值各列值域中的 %Ln 個值。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>AC-3 revises the arc from row %L1 to row %L2: every value of row %L1 needs a compatible value in row %L2 (%Ln check(s)).</source>
        <translation>
            <numerusform>AC-3 修正從第 %L1 列到第 %L2 列的弧：第 %L1 列的每個值都需要在第 %L2 列中有相容的值（%Ln 次檢查）。</numerusform>
        </translation>
    </message>
    <message>
        <source>same column</source>
        <translation>同欄</translation>
    </message>
    <message>
        <source>same \ diagonal</source>
        <translation>同一條對角線（\）</translation>
    </message>
    <message>
        <source>same / diagonal</source>
        <translation>同一條反對角線（/）</translation>
    </message>
    <message>
        <source>Removed by arc consistency: no value left in row %L1 is compatible.</source>
        <translation>被弧相容刪去：第 %L1 列剩下的值都與它不相容。</translation>
    </message>
    <message>
        <source>Removed by forward checking from row %L1.</source>
        <translation>被第 %L1 列的前向檢驗刪去。</translation>
    </message>
    <message>
        <source>Removed by the queen in row %L1: %2.</source>
        <translation>被第 %L1 列的皇后刪去：%2。</translation>
    </message>
    <message numerus="yes">
        <source>Next row in order: row %L1, with %Ln value(s) left.</source>
        <translation>
            <numerusform>按順序的下一列：第 %L1 列，剩餘 %Ln 個值。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Row %L1 has the fewest values left (%L2), tied with other rows; the degree cannot break the tie: every unassigned row constrains all %Ln other unassigned row(s).</source>
        <translation>
            <numerusform>第 %L1 列剩餘的值最少（%L2 個），與其他列並列；度啟發式無法打破平手：每個未賦值的列都約束其餘全部 %Ln 列。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Row %L1 has the fewest values left (%L2), tied with other rows; the degree heuristic picks it: it constrains %Ln unassigned row(s).</source>
        <translation>
            <numerusform>第 %L1 列剩餘的值最少（%L2 個），與其他列並列；度啟發式選中它：它約束 %Ln 個未賦值的列。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Row %L1 is next: every unassigned row has %Ln value(s) left.</source>
        <translation>
            <numerusform>下一個是第 %L1 列：每個未賦值的列都剩餘 %Ln 個值。</numerusform>
        </translation>
    </message>
    <message>
        <source>Row %L1 is next: it has the fewest values left: %L2.</source>
        <translation>下一個是第 %L1 列：它剩餘的值最少：%L2 個。</translation>
    </message>
    <message>
        <source>MRV: row %L1 has the fewest values left: %L2.</source>
        <translation>最少剩餘值（MRV）：第 %L1 列剩餘的值最少：%L2 個。</translation>
    </message>
    <message numerus="yes">
        <source>Least constraining value: ordering its values took %Ln consistency check(s).</source>
        <translation>
            <numerusform>最少約束值（LCV）：為它的值排序用了 %Ln 次一致性檢查。</numerusform>
        </translation>
    </message>
    <message>
        <source>Forward checking removes column %L1 from the domain of row %L2 (cause: row %L3).</source>
        <translation>前向檢驗把第 %L1 欄從第 %L2 列的值域中刪去（原因：第 %L3 列）。</translation>
    </message>
    <message>
        <source>Forward checking removes column %L1 from the domain of row %L2: the queen in row %L3 attacks it (%4).</source>
        <translation>前向檢驗把第 %L1 欄從第 %L2 列的值域中刪去：第 %L3 列的皇后攻擊它（%4）。</translation>
    </message>
    <message>
        <source>Undo: column %L1 returns to the domain of row %L2 (arc consistency with row %L3 had removed it).</source>
        <translation>復原：第 %L1 欄回到第 %L2 列的值域（此前由與第 %L3 列的弧相容刪去）。</translation>
    </message>
    <message>
        <source>Undo: column %L1 returns to the domain of row %L2 (the queen in row %L3 had removed it).</source>
        <translation>復原：第 %L1 欄回到第 %L2 列的值域（此前由第 %L3 列的皇后刪去）。</translation>
    </message>
    <message>
        <source>Row %L1 has no value left: a wipe-out — the queen in row %L2 emptied it; go back.</source>
        <translation>第 %L1 列已沒有可用的值：值域被清空——是第 %L2 列的皇后清空了它；回溯。</translation>
    </message>
    <message>
        <source>Row %L1 has no value left: a wipe-out — arc consistency with row %L2 emptied it; go back.</source>
        <translation>第 %L1 列已沒有可用的值：值域被清空——是與第 %L2 列的弧相容清空了它；回溯。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator between row numbers</comment>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>Row %L1 has run out of values: jump back to row %L2, skipping %Ln row(s).</source>
        <translation>
            <numerusform>第 %L1 列的值已用完：回跳到第 %L2 列，跳過 %Ln 列。</numerusform>
        </translation>
    </message>
    <message>
        <source>Row %L1 has run out of values and its conflict set is empty: there is no row to go back to.</source>
        <translation>第 %L1 列的值已用完，且其衝突集為空：沒有可以返回的列。</translation>
    </message>
    <message>
        <source>Conflict set of row %L1 is %2: go back to row %L3, the last row assigned in it.</source>
        <translation>第 %L1 列的衝突集是 %2：返回第 %L3 列，即其中最後賦值的列。</translation>
    </message>
    <message numerus="yes">
        <source>Conflict set of row %L1 is %2: jump back to row %L3, skipping %Ln row(s): %4.</source>
        <translation>
            <numerusform>第 %L1 列的衝突集是 %2：回跳到第 %L3 列，跳過 %Ln 列：%4。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Conflict set of row %L1 is %2: jump back to row %L3, skipping %Ln row(s).</source>
        <translation>
            <numerusform>第 %L1 列的衝突集是 %2：回跳到第 %L3 列，跳過 %Ln 列。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CspOptionsParser</name>
    <message>
        <source>--order must be in-order, mrv or mrv-degree; got &apos;%1&apos;</source>
        <translation>--order 必須是 in-order、mrv 或 mrv-degree；收到的值為「%1」</translation>
    </message>
    <message>
        <source>--values must be in-order or lcv; got &apos;%1&apos;</source>
        <translation>--values 必須是 in-order 或 lcv；收到的值為「%1」</translation>
    </message>
    <message>
        <source>--inference must be none, fc or mac; got &apos;%1&apos;</source>
        <translation>--inference 必須是 none、fc 或 mac；收到的值為「%1」</translation>
    </message>
    <message>
        <source>%1 applies only to csp</source>
        <translation>%1 僅適用於 csp</translation>
    </message>
    <message>
        <source>%1 does not apply to %2 (it is an option of csp)</source>
        <translation>%1 不適用於 %2（它是 csp 的選項）</translation>
    </message>
    <message>
        <source>CSP: break the ties of the orderings at random from --seed.</source>
        <translation>CSP：排序中的平手依 --seed 隨機打破。</translation>
    </message>
    <message>
        <source>CSP: conflict-directed backjumping instead of going back one row at a time.</source>
        <translation>CSP：使用衝突導向回跳，而不是一次只退回一列。</translation>
    </message>
    <message>
        <source>CSP: which row to assign next: in-order (the default), mrv (minimum remaining values: the row with the fewest values left) or mrv-degree (MRV, ties broken by the degree heuristic).</source>
        <translation>CSP：下一個賦值的列：in-order（預設，依列序）、mrv（最少剩餘值：剩餘取值最少的列）或 mrv-degree（MRV，平手由度啟發式打破）。</translation>
    </message>
    <message>
        <source>CSP: the order of a row&apos;s values: in-order (the default) or lcv (least constraining value first).</source>
        <translation>CSP：一列中取值的嘗試順序：in-order（預設）或 lcv（最少約束值優先）。</translation>
    </message>
    <message>
        <source>CSP: what each queen prunes from the other rows&apos; domains: none (the default), fc (forward checking) or mac (maintaining arc consistency with AC-3).</source>
        <translation>CSP：每放一個皇后從其他列的值域中修剪什麼：none（預設，不推理）、fc（前向檢驗）或 mac（用 AC-3 維持弧相容）。</translation>
    </message>
    <message>
        <source>CSP: start again after K backtracks, the budget growing by the Luby sequence (needs --random-ties; default 0: never).</source>
        <translation>CSP：回溯 K 次後重新開始，預算依 Luby 序列增長（需要 --random-ties；預設 0：從不）。</translation>
    </message>
</context>
<context>
    <name>ChecksChart</name>
    <message>
        <source>Checks</source>
        <translation>檢查次數</translation>
    </message>
    <message>
        <source>Consistency checks</source>
        <translation>一致性檢查次數</translation>
    </message>
    <message>
        <source>Consistency checks to the first solution (log scale)</source>
        <translation>找到第一個解所需的一致性檢查次數（對數刻度）</translation>
    </message>
</context>
<context>
    <name>CspExperimentSettings</name>
    <message>
        <source>A run that makes more consistency checks than this stops and is reported as over budget.</source>
        <translation>一致性檢查次數多於此數的執行會停止，並報告為超出預算。</translation>
    </message>
    <message>
        <source>Check bu&amp;dget:</source>
        <translation>檢查預算(&amp;d)：</translation>
    </message>
    <message>
        <source> backtracks</source>
        <translation> 次回溯</translation>
    </message>
    <message>
        <source>&amp;Keep every run (run-length chart)</source>
        <translation>保留每次執行(&amp;K)（執行長度圖）</translation>
    </message>
    <message>
        <source>Backtracking</source>
        <translation>回溯</translation>
    </message>
    <message>
        <source>Backtracking + MRV</source>
        <translation>回溯 + 最少剩餘值</translation>
    </message>
    <message>
        <source>Backtracking + backjumping</source>
        <translation>回溯 + 回跳</translation>
    </message>
    <message>
        <source>Break the ties of the orderings at random, each run from its own seed: runs differ and the spread of their lengths shows.</source>
        <translation>排序中的平手隨機打破，每次執行用各自的種子：各次執行互不相同，執行長度的分布便顯現出來。</translation>
    </message>
    <message>
        <source>Break ties at rando&amp;m</source>
        <translation>隨機打破平手(&amp;m)</translation>
    </message>
    <message>
        <source>Check at least one combination to compare.</source>
        <translation>請至少勾選一個要比較的組合。</translation>
    </message>
    <message>
        <source>Com&amp;binations:</source>
        <translation>組合(&amp;b)：</translation>
    </message>
    <message>
        <source>Each checked combination of orderings, inference and backjumping runs at every value: one row of the table and one line of the chart each.</source>
        <translation>每個勾選的排序、推理與回跳組合都在每個取值上執行：各佔表格的一列和圖表的一條線。</translation>
    </message>
    <message>
        <source>Forward checking</source>
        <translation>前向檢驗</translation>
    </message>
    <message>
        <source>Forward checking + backjumping</source>
        <translation>前向檢驗 + 回跳</translation>
    </message>
    <message>
        <source>Keep the nodes of every run: the table shows the median, 90 %, 99 % and the maximum, and the chart the share of runs still searching after so many nodes.</source>
        <translation>保留每次執行的節點數：表格顯示中位數、90 %、99 % 與最大值，圖表顯示經過若干節點後仍在搜尋的執行所佔比例。</translation>
    </message>
    <message>
        <source>MAC</source>
        <translation>維護弧相容（MAC）</translation>
    </message>
    <message>
        <source>MRV + MAC</source>
        <translation>最少剩餘值 + 維護弧相容</translation>
    </message>
    <message>
        <source>MRV + forward checking</source>
        <translation>最少剩餘值 + 前向檢驗</translation>
    </message>
    <message>
        <source>MRV + forward checking + LCV</source>
        <translation>最少剩餘值 + 前向檢驗 + 最少約束值</translation>
    </message>
    <message>
        <source>MRV + forward checking + backjumping</source>
        <translation>最少剩餘值 + 前向檢驗 + 回跳</translation>
    </message>
    <message>
        <source>Restart af&amp;ter:</source>
        <translation>重新開始間隔(&amp;t)：</translation>
    </message>
    <message>
        <source>Start again after this many backtracks, the budget growing by the Luby sequence (needs random ties).</source>
        <translation>回溯這麼多次後重新開始，預算按 Luby 序列增長（需要隨機打破平手）。</translation>
    </message>
    <message>
        <source>never</source>
        <translation>從不</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>不限</translation>
    </message>
</context>
<context>
    <name>RunLengthChart</name>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>All runs</source>
        <translation>全部執行</translation>
    </message>
    <message>
        <source>Nodes (values tried)</source>
        <translation>節點數（嘗試的值）</translation>
    </message>
    <message>
        <source>Share of runs</source>
        <translation>執行所佔比例</translation>
    </message>
    <message>
        <source>Share of runs still searching after so many nodes (log-log)</source>
        <translation>經過這麼多節點後仍在搜尋的執行所佔比例（雙對數）</translation>
    </message>
    <message>
        <source>no restarts</source>
        <translation>不重新開始</translation>
    </message>
    <message>
        <source>restart after %1 backtracks (Luby)</source>
        <translation>每 %1 次回溯後重新開始（Luby）</translation>
    </message>
</context>
<context>
    <name>DlxMatrixView</name>
    <message numerus="yes">
        <source>The item is not covered: %n live option(s) hold it.</source>
        <translation>
            <numerusform>此項未被覆蓋：仍有 %n 個候選包含它。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chosen item %1: %n option(s).</source>
        <comment>the item Algorithm X branches on</comment>
        <translation>
            <numerusform>選中的項 %1：%n 個候選。</numerusform>
        </translation>
    </message>
    <message>
        <source>R%1</source>
        <comment>exact-cover item: a row of the board</comment>
        <translation>R%1</translation>
    </message>
    <message>
        <source>C%1</source>
        <comment>exact-cover item: a column of the board</comment>
        <translation>C%1</translation>
    </message>
    <message>
        <source>D%1</source>
        <comment>exact-cover item: a diagonal going down to the right (row - column + N - 1)</comment>
        <translation>D%1</translation>
    </message>
    <message>
        <source>A%1</source>
        <comment>exact-cover item: a diagonal going up to the right (row + column)</comment>
        <translation>A%1</translation>
    </message>
    <message>
        <source>row %1 (primary: exactly one queen)</source>
        <translation>第 %1 列（主項：恰好一個皇后）</translation>
    </message>
    <message>
        <source>column %1 (primary: exactly one queen)</source>
        <translation>第 %1 欄（主項：恰好一個皇后）</translation>
    </message>
    <message>
        <source>the \ diagonal where row - column = %1 (secondary: at most one queen)</source>
        <translation>列 - 欄 = %1 的 \ 對角線（次項：至多一個皇后）</translation>
    </message>
    <message>
        <source>the / diagonal where row + column = %1 (secondary: at most one queen)</source>
        <translation>列 + 欄 = %1 的 / 對角線（次項：至多一個皇后）</translation>
    </message>
    <message>
        <source>Option %1,%2: a queen on row %1, column %2.</source>
        <translation>候選 %1,%2：第 %1 列第 %2 欄的皇后。</translation>
    </message>
    <message>
        <source>Item %1: %2.</source>
        <translation>項 %1：%2。</translation>
    </message>
    <message>
        <source>The option holds this item.</source>
        <translation>該候選包含此項。</translation>
    </message>
    <message>
        <source>The option does not hold this item.</source>
        <translation>該候選不包含此項。</translation>
    </message>
    <message>
        <source>The option is in the partial solution.</source>
        <translation>該候選屬於目前的部分解。</translation>
    </message>
    <message>
        <source>The option is live.</source>
        <translation>該候選仍在矩陣中（未被隱藏）。</translation>
    </message>
    <message>
        <source>The option is hidden: one of its items is covered.</source>
        <translation>該候選已被隱藏：它的某一項已被覆蓋。</translation>
    </message>
    <message>
        <source>The item is covered.</source>
        <translation>此項已被覆蓋。</translation>
    </message>
    <message>
        <source>Covered items: %1 of %2. Live options: %3 of %4.</source>
        <translation>已覆蓋的項：%1 / %2。剩餘候選：%3 / %4。</translation>
    </message>
    <message>
        <source>The exact-cover matrix is drawn up to N = %1; at N = %2 it has %3 options by %4 items.</source>
        <translation>精確覆蓋矩陣只繪製到 N = %1；N = %2 時它有 %3 個候選、%4 個項。</translation>
    </message>
    <message>
        <source>No exact-cover matrix yet: Dancing Links searches it.</source>
        <translation>尚無精確覆蓋矩陣：舞蹈鏈在其上搜尋。</translation>
    </message>
</context>
<context>
    <name>DlxMatrixLegend</name>
    <message>
        <source>option tried, placed or removed at this step</source>
        <translation>本步嘗試、放置或移除的候選</translation>
    </message>
    <message>
        <source>option holds item</source>
        <translation>候選包含該項</translation>
    </message>
    <message>
        <source>option in the partial solution</source>
        <translation>部分解中的候選</translation>
    </message>
    <message>
        <source>chosen item</source>
        <translation>選中的項</translation>
    </message>
    <message>
        <source>item being covered</source>
        <translation>正在覆蓋的項</translation>
    </message>
    <message>
        <source>item being uncovered</source>
        <translation>正在解除覆蓋的項</translation>
    </message>
    <message>
        <source>covered item, hidden option</source>
        <translation>已覆蓋的項、已隱藏的候選</translation>
    </message>
    <message>
        <source>diagonals: secondary items (at most once)</source>
        <translation>對角線：次項（至多一次）</translation>
    </message>
</context>
</TS>
