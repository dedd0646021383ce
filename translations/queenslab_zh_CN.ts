<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About QueensLab</source>
        <translation>关于 QueensLab</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>Watch and solve the N-Queens problem step by step.</source>
        <translation>逐步观看并求解 N 皇后问题。</translation>
    </message>
    <message>
        <source>Licence: %1</source>
        <translation>许可证：%1</translation>
    </message>
    <message>
        <source>Copyright (c) 2026 QueensLab developers</source>
        <translation>版权所有 (c) 2026 QueensLab 开发者</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>使用 Qt %1 构建，运行于 Qt %2。</translation>
    </message>
</context>
<context>
    <name>ActionToolTip</name>
    <message>
        <source>Space</source>
        <comment>name of the space bar in a shortcut</comment>
        <translation>空格</translation>
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
        <translation>迭代加深图搜索</translation>
    </message>
    <message>
        <source>CSP backtracking</source>
        <translation>CSP 回溯搜索</translation>
    </message>
    <message>
        <source>Dancing Links (Algorithm X)</source>
        <translation>舞蹈链（X 算法）</translation>
    </message>
    <message>
        <source>Depth-first search with a depth limit of 1, 2, 3, …: each pass starts again from the empty board and may go one row deeper than the last.</source>
        <translation>带深度限制 1、2、3、… 的深度优先搜索：每一轮都从空棋盘重新开始，并可比上一轮多走一行。</translation>
    </message>
    <message>
        <source>Each row is a variable whose domain is its free columns: pick the row with the fewest values left (MRV), prune the other domains after each queen (forward checking or arc consistency) and go back when a domain is wiped out.</source>
        <translation>每一行是一个变量，其值域是该行尚可用的列：先选剩余取值最少的行（最少剩余值，MRV），每放一个皇后就修剪其他行的值域（前向检验或弧相容），某个值域被清空时回溯。</translation>
    </message>
    <message>
        <source>N-Queens as exact cover (each row and column once, each diagonal at most once), solved by Knuth&apos;s Algorithm X: cover the item with the fewest options, try each of them and uncover on the way back.</source>
        <translation>把 N 皇后化为精确覆盖问题（每行每列恰好一次，每条对角线至多一次），用 Knuth 的 X 算法求解：覆盖候选最少的项，逐个尝试其候选，回溯时再解除覆盖。</translation>
    </message>
    <message>
        <source>Backtracking</source>
        <translation>回溯法</translation>
    </message>
    <message>
        <source>Permutation brute force</source>
        <translation>全排列暴力搜索</translation>
    </message>
    <message>
        <source>Bitmask backtracking</source>
        <translation>位运算回溯</translation>
    </message>
    <message>
        <source>Graph search: depth-first</source>
        <translation>深度优先图搜索</translation>
    </message>
    <message>
        <source>Graph search: breadth-first</source>
        <translation>广度优先图搜索</translation>
    </message>
    <message>
        <source>Symmetry-pruned backtracking</source>
        <translation>对称剪枝回溯</translation>
    </message>
    <message>
        <source>Min-conflicts (queen swaps)</source>
        <translation>最小冲突（交换皇后）</translation>
    </message>
    <message>
        <source>Place one queen per row with record[row] = col; check each cell against the queens above it and go back when a row has no safe cell.</source>
        <translation>每行放一个皇后，用 record[row] = col 记录；逐格检查它与上方各行皇后是否冲突，某一行没有安全的格子时就回溯。</translation>
    </message>
    <message>
        <source>Generate every permutation of the columns and check the diagonals of each full board: no pruning at all.</source>
        <translation>生成列号的全部排列，对每个摆满的棋盘检查对角线：完全不剪枝。</translation>
    </message>
    <message>
        <source>Keep the attacked columns and diagonals in three bit masks; the free cells of a row are avail = all &amp; ~(cols | ld | rd).</source>
        <translation>用三个位掩码记录受攻击的列和对角线；一行中的空闲格子为 avail = all &amp; ~(cols | ld | rd)。</translation>
    </message>
    <message>
        <source>Search the graph of partial boards with an OPEN stack and a CLOSED list.</source>
        <translation>用 OPEN 栈和 CLOSED 表对部分棋盘构成的图进行深度优先搜索。</translation>
    </message>
    <message>
        <source>Search the graph of partial boards level by level with an OPEN queue.</source>
        <translation>用 OPEN 队列对部分棋盘构成的图逐层进行广度优先搜索。</translation>
    </message>
    <message>
        <source>Search only the left half of the first row and derive the mirrored solutions.</source>
        <translation>只搜索第一行的左半边，镜像解由对称得出。</translation>
    </message>
    <message>
        <source>Start from a random permutation and swap queens while the number of collisions drops; restart when stuck.</source>
        <translation>从一个随机排列出发，只要冲突数下降就交换皇后；陷入僵局时重新开始。</translation>
    </message>
    <message>
        <source>%1 supports N from 1 to %L2.</source>
        <translation>%1 支持的 N 为 1 到 %L2。</translation>
    </message>
    <message>
        <source>Hill climbing</source>
        <translation>爬山法</translation>
    </message>
    <message>
        <source>Simulated annealing</source>
        <translation>模拟退火</translation>
    </message>
    <message>
        <source>Min-conflicts (row moves)</source>
        <translation>最小冲突（行内移动）</translation>
    </message>
    <message>
        <source>Local beam search</source>
        <translation>局部束搜索</translation>
    </message>
    <message>
        <source>Genetic algorithm</source>
        <translation>遗传算法</translation>
    </message>
    <message>
        <source>Start from a random board, one queen per row, and keep moving a queen within its row to lower h, the number of attacking pairs; stop when no move helps.</source>
        <translation>从随机棋盘出发（每行一个皇后），不断在行内移动皇后以降低攻击对数 h；没有移动能降低 h 时停止。</translation>
    </message>
    <message>
        <source>Move a random queen within its row; always take a better board, and a worse one with probability e^(−Δh/T) while the temperature T cools.</source>
        <translation>在行内随机移动一个皇后；更好的棋盘总是接受，更差的以概率 e^(−Δh/T) 接受，同时温度 T 逐渐降低。</translation>
    </message>
    <message>
        <source>Place the queens greedily, then repeatedly move a random attacked queen to the square of its row with the fewest conflicts.</source>
        <translation>先贪心地放置皇后，然后反复随机选一个受攻击的皇后，把它移到本行冲突最少的格子。</translation>
    </message>
    <message>
        <source>Keep k boards; from all their successors keep the best k, until one of them is a solution.</source>
        <translation>保留 k 个棋盘；从它们的所有后继中保留最好的 k 个，直到其中之一是解。</translation>
    </message>
    <message>
        <source>Breed a population of boards: pick parents in proportion to their fitness (non-attacking pairs), cross them at a random row and mutate a gene now and then.</source>
        <translation>培育一个棋盘种群：按适应度（互不攻击的皇后对数）成比例地选择父代，在随机的一行处交叉，偶尔变异一个基因。</translation>
    </message>
</context>
<context>
    <name>AnimateCommand</name>
    <message>
        <source>draw a range of a search&apos;s steps as an animated GIF or PNG frames</source>
        <translation>把一次搜索中的一段步骤绘制成 GIF 动画或 PNG 帧序列</translation>
    </message>
    <message>
        <source>%1 must be an integer from 0 to %2; got &apos;%3&apos;</source>
        <translation>%1 必须是 0 到 %2 之间的整数；收到的值为“%3”</translation>
    </message>
    <message>
        <source>Runs one search algorithm on an N x N board, as `trace` does (steps numbered from 0), and draws the steps A to B-1 as B-A frames: frame k shows the board after step A+k with the cells of that step marked. Defaults: --from 0, --to the end of the run or A+%1, whichever comes first; at most %2 frames. A name ending in .gif gets one looping GIF; any other name is a directory of frame-0001.png, frame-0002.png, ... (created if missing). Exit code 0: written; 2: bad usage or input, or the write failed (e.g. a full disk). Nothing is left behind after a failure.</source>
        <translation>像 `trace` 一样在 N x N 棋盘上运行一种搜索算法（步骤从 0 开始编号），并把第 A 步到第 B-1 步绘制成 B-A 帧：第 k 帧显示第 A+k 步之后的棋盘，并标出该步涉及的格子。默认值：--from 为 0；--to 为运行结束处与 A+%1 中较早的一个；最多 %2 帧。以 .gif 结尾的名称会生成一个循环播放的 GIF；其他名称都视为目录，其中存放 frame-0001.png、frame-0002.png……（目录不存在时会自动创建）。退出码 0：已写入；2：用法或输入有误，或写入失败（例如磁盘已满）。失败后不会留下任何文件或目录。</translation>
    </message>
    <message>
        <source>Board size (a positive integer).</source>
        <translation>棋盘大小（正整数）。</translation>
    </message>
    <message>
        <source>Search algorithm, one of: %1.</source>
        <translation>搜索算法，可选：%1。</translation>
    </message>
    <message>
        <source>Random seed for min-conflicts (default 1).</source>
        <translation>min-conflicts 的随机种子（默认为 1）。</translation>
    </message>
    <message>
        <source>The search stops at its first solution.</source>
        <translation>搜索在找到第一个解时停止。</translation>
    </message>
    <message>
        <source>The first step drawn (default 0).</source>
        <translation>绘制的第一步（默认为 0）。</translation>
    </message>
    <message>
        <source>The step after the last one drawn (default: see above).</source>
        <translation>绘制的最后一步的下一步（默认值见上文）。</translation>
    </message>
    <message>
        <source>A .gif file, or a directory for numbered PNG frames.</source>
        <translation>一个 .gif 文件，或存放编号 PNG 帧的目录。</translation>
    </message>
    <message>
        <source>--algorithm is missing; choose one of: %1</source>
        <translation>缺少 --algorithm；可选：%1</translation>
    </message>
    <message>
        <source>--to must be greater than --from; got --from %1 --to %2</source>
        <translation>--to 必须大于 --from；收到的值为 --from %1 --to %2</translation>
    </message>
    <message>
        <source>steps %1 to %2 would be %3 frames; an animation has at most %4: choose a shorter range</source>
        <translation>第 %1 步到第 %2 步共 %3 帧；动画最多 %4 帧：请选择更短的范围</translation>
    </message>
    <message>
        <source>the %1 run for N = %2 has %3 steps (0 to %4); --%5 %6 is beyond it</source>
        <translation>%1 算法在 N = %2 时的运行共有 %3 步（第 0 到 %4 步）；--%5 %6 超出了范围</translation>
    </message>
    <message>
        <source>cannot create the directory &apos;%1&apos;</source>
        <translation>无法创建目录“%1”</translation>
    </message>
    <message>
        <source>%1 search</source>
        <translation>%1搜索</translation>
    </message>
    <message>
        <source>replaying %1 of %2 steps (no frame written)</source>
        <translation>回放了 %2 步中的 %1 步（尚未写入任何帧）</translation>
    </message>
    <message>
        <source>%1 of %2 frames drawn</source>
        <translation>绘制了 %2 帧中的 %1 帧</translation>
    </message>
    <message>
        <source>&quot;Step k of m&quot; under each frame, numbered as the GUI numbers steps (the board after step A is step A+1; m is the number of steps replayed): on (default) or off.</source>
        <translation>在每帧下方显示“第 k 步，共 m 步”，编号方式与图形界面相同（第 A 步之后的棋盘是第 A+1 步；m 是重放的步数）：on（默认）或 off。</translation>
    </message>
    <message>
        <source>The sentence that describes the step under each frame, as the GUI shows it under the board, in the language of the locale: on (default) or off.</source>
        <translation>在每帧下方显示描述该步的句子，与图形界面在棋盘下方显示的相同，使用区域设置的语言：on（默认）或 off。</translation>
    </message>
</context>
<context>
    <name>AnimationExportDialog</name>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Stop the export; what it wrote so far is removed.</source>
        <translation>停止导出；已写入的内容将被删除。</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>The first frame shows the board after this many steps.</source>
        <translation>第一帧显示执行该步数之后的棋盘。</translation>
    </message>
    <message>
        <source>The last frame shows the board after this many steps.</source>
        <translation>最后一帧显示执行该步数之后的棋盘。</translation>
    </message>
    <message>
        <source>Animated GIF</source>
        <translation>GIF 动画</translation>
    </message>
    <message>
        <source>Numbered PNG frames (a folder)</source>
        <translation>编号的 PNG 帧（文件夹）</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>How long each frame is shown (GIF: rounded to 1/100 s).</source>
        <translation>每帧显示的时长（GIF：舍入到 1/100 秒）。</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Chess (a–h, 1–8)</source>
        <translation>国际象棋（a–h，1–8）</translation>
    </message>
    <message>
        <source>0-based (as in the pseudo-code)</source>
        <translation>从 0 开始（与伪代码一致）</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>&amp;From step:</source>
        <translation>起始步(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;To step:</source>
        <translation>结束步(&amp;T)：</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>&amp;Save as:</source>
        <translation>保存为(&amp;S)：</translation>
    </message>
    <message>
        <source>Frame &amp;delay:</source>
        <translation>帧延迟(&amp;d)：</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>宽度(&amp;W)：</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>主题(&amp;h)：</translation>
    </message>
    <message>
        <source>C&amp;oordinates:</source>
        <translation>坐标(&amp;o)：</translation>
    </message>
    <message>
        <source>The run has no steps to export yet.</source>
        <translation>本次运行还没有可导出的步骤。</translation>
    </message>
    <message>
        <source>The first step comes after the last one.</source>
        <translation>起始步在结束步之后。</translation>
    </message>
    <message>
        <source>At most %L1 frames per animation: choose a shorter range.</source>
        <translation>每个动画最多 %L1 帧：请选择较短的范围。</translation>
    </message>
    <message>
        <source>Frames: %L1</source>
        <translation>帧数：%L1</translation>
    </message>
    <message>
        <source>queens-%1-steps-%2-%3</source>
        <comment>file name; %1 is N, %2..%3 the steps</comment>
        <translation>%1皇后-第%2至%3步</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation>GIF 动画 (*.gif)</translation>
    </message>
    <message>
        <source>Folder for the PNG frames</source>
        <translation>存放 PNG 帧的文件夹</translation>
    </message>
    <message>
        <source>No run to take the steps from.</source>
        <translation>没有可供提取步骤的运行。</translation>
    </message>
    <message>
        <source>Steps %L1 to %L2 are no longer available in the run&apos;s timeline.</source>
        <translation>本次运行的时间轴中已不再有第 %L1 到 %L2 步。</translation>
    </message>
    <message>
        <source>Exporting… (frames: %L1)</source>
        <translation>正在导出……（帧数：%L1）</translation>
    </message>
    <message>
        <source>Saved %1 (frames: %L2).</source>
        <translation>已保存 %1（帧数：%L2）。</translation>
    </message>
    <message>
        <source>The frame delay must be %L1 to %L2 ms.</source>
        <translation>帧延迟必须为 %L1 到 %L2 毫秒。</translation>
    </message>
    <message>
        <source>The width must be %L1 to %L2 pixels.</source>
        <translation>宽度必须为 %L1 到 %L2 像素。</translation>
    </message>
    <message>
        <source>Step n&amp;umber under each frame</source>
        <translation>每帧下方显示步数(&amp;u)</translation>
    </message>
    <message>
        <source>&quot;Step k of m&quot;: k is the step the frame shows, m the last step of the run.</source>
        <translation>“第 k 步，共 m 步”：k 是该帧显示的步骤，m 是这次运行的最后一步。</translation>
    </message>
    <message>
        <source>Capt&amp;ion under each frame</source>
        <translation>每帧下方显示说明(&amp;i)</translation>
    </message>
    <message>
        <source>The sentence the main window shows under the board for that step.</source>
        <translation>主窗口在棋盘下方为该步显示的那句说明。</translation>
    </message>
</context>
<context>
    <name>AnimationExporter</name>
    <message>
        <source>the step range is empty: choose at least one step</source>
        <translation>步骤范围为空：请至少选择一步</translation>
    </message>
    <message>
        <source>%1 steps are too many for an animation: at most %2 frames; choose a shorter step range</source>
        <translation>%1 步对动画来说太多：最多 %2 帧；请选择更短的步骤范围</translation>
    </message>
    <message>
        <source>the board is empty</source>
        <translation>棋盘为空</translation>
    </message>
    <message>
        <source>the frame width must be %1 to %2 pixels; got %3</source>
        <translation>帧宽度必须为 %1 到 %2 像素；收到的值为 %3</translation>
    </message>
    <message>
        <source>a GIF frame can be at most %1 pixels high</source>
        <translation>GIF 帧的高度最多为 %1 像素</translation>
    </message>
    <message>
        <source>no output given: give a .gif file or a directory</source>
        <translation>未指定输出：请给出一个 .gif 文件或一个目录</translation>
    </message>
    <message>
        <source>cannot write to the directory &quot;%1&quot;: permission denied</source>
        <translation>无法写入目录“%1”：权限不足</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a file: give a directory for PNG frames or a file name ending in .gif</source>
        <translation>“%1”是一个文件：请为 PNG 帧指定一个目录，或指定以 .gif 结尾的文件名</translation>
    </message>
    <message>
        <source>unknown file type &quot;.%1&quot;: give a directory for PNG frames or a file name ending in .gif</source>
        <translation>未知的文件类型“.%1”：请为 PNG 帧指定一个目录，或指定以 .gif 结尾的文件名</translation>
    </message>
    <message>
        <source>the directory &quot;%1&quot; does not exist</source>
        <translation>目录“%1”不存在</translation>
    </message>
    <message>
        <source>step %1 of the range does not fit the board: %2</source>
        <translation>范围内的第 %1 步与棋盘不符：%2</translation>
    </message>
    <message>
        <source>frame %1 could not be drawn</source>
        <translation>无法绘制第 %1 帧</translation>
    </message>
    <message>
        <source>frame %1 could not be encoded as PNG</source>
        <translation>无法将第 %1 帧编码为 PNG</translation>
    </message>
    <message>
        <source>not enough memory for the animation: choose a smaller frame width or fewer steps</source>
        <translation>内存不足，无法生成动画：请选择更小的帧宽度或更少的步数</translation>
    </message>
    <message>
        <source>the animation could not be written because of an internal error</source>
        <translation>由于内部错误，无法写入动画</translation>
    </message>
    <message>
        <source>cannot create a temporary folder in &quot;%1&quot;: %2</source>
        <translation>无法在“%1”中创建临时文件夹：%2</translation>
    </message>
    <message>
        <source>cannot create a temporary folder in &quot;%1&quot;</source>
        <translation>无法在“%1”中创建临时文件夹</translation>
    </message>
    <message>
        <source>could not move &quot;%1&quot; to &quot;%2&quot;: %3</source>
        <translation>无法将“%1”移动到“%2”：%3</translation>
    </message>
</context>
<context>
    <name>BoardExporter</name>
    <message>
        <source>Queens placed: %1 of %2, on a %2 x %2 board. Drawn by QueensLab.</source>
        <translation>已放置 %1 个皇后（共 %2 个），棋盘大小为 %2 x %2。由 QueensLab 绘制。</translation>
    </message>
    <message>
        <source>QueensLab board, N = %1</source>
        <translation>QueensLab 棋盘，N = %1</translation>
    </message>
    <message>
        <source>not enough memory for an image of %1 x %2 pixels</source>
        <translation>内存不足，无法生成 %1 x %2 像素的图像</translation>
    </message>
    <message>
        <source>could not start the SVG drawing</source>
        <translation>无法开始绘制 SVG</translation>
    </message>
    <message>
        <source>could not start the PDF page</source>
        <translation>无法开始绘制 PDF 页面</translation>
    </message>
</context>
<context>
    <name>BoardFile</name>
    <message>
        <source>the file is larger than %1</source>
        <translation>文件大于 %1</translation>
    </message>
    <message>
        <source>it is not a text file: it holds binary data</source>
        <translation>这不是文本文件，其中含有二进制数据</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>the file holds no columns</source>
        <translation>文件中没有任何列号</translation>
    </message>
    <message>
        <source>it has more rows than the board shows (at most %L1)</source>
        <translation>行数超出棋盘能显示的范围（最多 %L1 行）</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation>无法打开 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot open a board: no file name given.</source>
        <translation>无法打开棋盘：未指定文件名。</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>it is a folder, not a board file</source>
        <translation>这是一个文件夹，不是棋盘文件</translation>
    </message>
    <message>
        <source>the file is too large (%1); a board file holds at most %2</source>
        <translation>文件太大（%1）；棋盘文件最大为 %2</translation>
    </message>
    <message>
        <source>Cannot save %1: %2.</source>
        <translation>无法保存 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot save the board: no file name given.</source>
        <translation>无法保存棋盘：未指定文件名。</translation>
    </message>
    <message>
        <source>the board could not be written</source>
        <translation>无法写入棋盘</translation>
    </message>
</context>
<context>
    <name>BoardFileController</name>
    <message>
        <source>&amp;Open board…</source>
        <translation>打开棋盘(&amp;O)…</translation>
    </message>
    <message>
        <source>Show a board saved as a text file: the column of each row, &quot;.&quot; for an empty row.</source>
        <translation>显示保存为文本文件的棋盘：文件依次给出每一行皇后所在的列，空行用 &quot;.&quot; 表示。</translation>
    </message>
    <message>
        <source>&amp;Save board…</source>
        <translation>保存棋盘(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the board shown as a text file: the column of each row, one row per line.</source>
        <translation>将当前显示的棋盘保存为文本文件：逐行写出每一行皇后所在的列。</translation>
    </message>
    <message>
        <source>Open board</source>
        <translation>打开棋盘</translation>
    </message>
    <message>
        <source>Showing the board of %1 (N = %L2): step back to see the queens placed; change the problem to search again.</source>
        <translation>正在显示 %1 中的棋盘（N = %L2）：按“上一步”可查看皇后逐个放置的过程；修改问题即可重新搜索。</translation>
    </message>
    <message>
        <source>Save board</source>
        <translation>保存棋盘</translation>
    </message>
    <message>
        <source>Saved the board (N = %L1) to %2.</source>
        <translation>已将棋盘（N = %L1）保存到 %2。</translation>
    </message>
    <message>
        <source>Board files (*.txt);;All files (*)</source>
        <translation>棋盘文件 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>board-%1.txt</source>
        <comment>file name of a saved board; %1 is N</comment>
        <translation>%1皇后-棋盘.txt</translation>
    </message>
    <message>
        <source>Board files (*.txt)</source>
        <translation>棋盘文件 (*.txt)</translation>
    </message>
</context>
<context>
    <name>BoardImageRenderer</name>
    <message>
        <source>the board size must be from 1 to %1; got %2</source>
        <translation>棋盘大小必须在 1 到 %1 之间；收到的值为 %2</translation>
    </message>
    <message>
        <source>the image width must be from %1 to %2 pixels; got %3</source>
        <translation>图像宽度必须在 %1 到 %2 像素之间；收到的值为 %3</translation>
    </message>
    <message>
        <source>the placement has %1 rows for a board of %2</source>
        <translation>摆放有 %1 行，但棋盘大小为 %2</translation>
    </message>
    <message>
        <source>row %1: column %2 is off the board (0 to %3, or -1 for an empty row)</source>
        <translation>第 %1 行：列号 %2 超出棋盘范围（应为 0 到 %3，空行用 -1 表示）</translation>
    </message>
    <message>
        <source>the registers panel needs a board of at most %1 columns; got %2</source>
        <translation>寄存器面板要求棋盘最多 %1 列；收到的值为 %2</translation>
    </message>
    <message>
        <source>the marked cell (%1, %2) is off the board</source>
        <translation>标记的格子 (%1, %2) 超出棋盘范围</translation>
    </message>
</context>
<context>
    <name>BoardLegend</name>
    <message>
        <source>A value still in its row&apos;s domain (dot)</source>
        <translation>仍在该行值域中的值（圆点）</translation>
    </message>
    <message>
        <source>Removed by forward checking: a queen attacks it (cross)</source>
        <translation>被前向检验删去：有皇后攻击它（叉号）</translation>
    </message>
    <message>
        <source>Removed by arc consistency: no value of another row is compatible (ringed cross)</source>
        <translation>被弧相容删去：另一行没有与它相容的值（带圈叉号）</translation>
    </message>
    <message>
        <source>A wipe-out: a row with no value left (red band)</source>
        <translation>值域清空：某行已没有可用的值（红色横条）</translation>
    </message>
    <message>
        <source>A queen</source>
        <translation>皇后</translation>
    </message>
    <message>
        <source>A queen that another queen attacks</source>
        <translation>受其他皇后攻击的皇后</translation>
    </message>
    <message>
        <source>An empty square that a queen attacks (hatched)</source>
        <translation>受皇后攻击的空格（斜纹）</translation>
    </message>
    <message>
        <source>The row of the current step (band)</source>
        <translation>当前这一步所在的行（横条）</translation>
    </message>
    <message>
        <source>The square being examined (outline)</source>
        <translation>正在检查的格子（边框）</translation>
    </message>
    <message>
        <source>A queen just placed (filled square)</source>
        <translation>刚放下的皇后（填色格子）</translation>
    </message>
    <message>
        <source>The lines that a queen just placed or swapped attacks (arrows)</source>
        <translation>刚放下或刚交换的皇后所攻击的线（箭头）</translation>
    </message>
    <message>
        <source>A queen just taken off (filled square)</source>
        <translation>刚拿走的皇后（填色格子）</translation>
    </message>
    <message>
        <source>Rejected: a queen in the same column (cross)</source>
        <translation>排除：同一列已有皇后（叉号）</translation>
    </message>
    <message>
        <source>Rejected: a queen on the same \ diagonal (cross)</source>
        <translation>排除：同一条对角线（\）上已有皇后（叉号）</translation>
    </message>
    <message>
        <source>Rejected: a queen on the same / diagonal (cross)</source>
        <translation>排除：同一条反对角线（/）上已有皇后（叉号）</translation>
    </message>
    <message>
        <source>Rejected: its bit is not set in avail (cross)</source>
        <translation>排除：它在 avail 中对应的位为 0（叉号）</translation>
    </message>
    <message>
        <source>Skipped: the mirror image covers it (cross)</source>
        <translation>跳过：由镜像解得出（叉号）</translation>
    </message>
    <message>
        <source>Register bit: a free square</source>
        <translation>寄存器位：空闲的格子</translation>
    </message>
    <message>
        <source>Register bit: an attacked square</source>
        <translation>寄存器位：受攻击的格子</translation>
    </message>
    <message>
        <source>Register bit: the square chosen next</source>
        <translation>寄存器位：下一个选中的格子</translation>
    </message>
    <message>
        <source>A swap that is made: where the two queens go (dashed outline)</source>
        <translation>会执行的交换：两个皇后将去的位置（虚线框）</translation>
    </message>
    <message>
        <source>A swap that is not made (dashed outline)</source>
        <translation>不执行的交换（虚线框）</translation>
    </message>
    <message>
        <source>Two queens just swapped (outline)</source>
        <translation>刚交换的两个皇后（边框）</translation>
    </message>
    <message>
        <source>A solution (tinted squares, frame)</source>
        <translation>一个解（着色的格子和边框）</translation>
    </message>
    <message>
        <source>A queen just moved within its row: its old square dotted, its new one outlined</source>
        <translation>刚在本行内移动的皇后：原来的格子用点线，新格子加框</translation>
    </message>
    <message>
        <source>A move judged and taken: the square the queen goes to (dashed outline)</source>
        <translation>经评估并采用的移动：皇后要去的格子（虚线框）</translation>
    </message>
    <message>
        <source>A move judged and not taken (outline)</source>
        <translation>经评估但未采用的移动（框）</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>No board</source>
        <translation>没有棋盘</translation>
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
        <translation>冲突数 k：在下一个冲突数不超过 k 的完整棋盘处停止（0 表示一个解）</translation>
    </message>
    <message>
        <source>Collisions k</source>
        <translation>冲突数 k</translation>
    </message>
    <message>
        <source>Depth k: stop when the search places its k-th queen (k queens on the board, on rows 0 to k − 1: rows are counted from 0)</source>
        <translation>深度 k：搜索放下第 k 个皇后时停止（棋盘上有 k 个皇后，位于第 0 至 k − 1 行：行号从 0 开始）</translation>
    </message>
</context>
<context>
    <name>ChartsPanel</name>
    <message>
        <source>Nodes per depth (cells tried)</source>
        <translation>各深度的节点数（尝试的格子数）</translation>
    </message>
    <message>
        <source>Cells tried</source>
        <translation>尝试的格子数</translation>
    </message>
    <message>
        <source>Cells tried</source>
        <comment>short axis title</comment>
        <translation>尝试格数</translation>
    </message>
    <message>
        <source>Row (%L1 rows per bar)</source>
        <translation>行（每柱 %L1 行）</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Solutions found over steps</source>
        <translation>找到的解数随步数的变化</translation>
    </message>
    <message>
        <source>Solutions</source>
        <comment>short axis title</comment>
        <translation>解数</translation>
    </message>
    <message>
        <source>Collisions over steps</source>
        <translation>冲突数随步数的变化</translation>
    </message>
    <message>
        <source>Collisions + 1 (log scale)</source>
        <comment>1 is added so that 0 collisions can be drawn</comment>
        <translation>冲突数 + 1（对数刻度）</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>Collisions + 1</source>
        <comment>short axis title of a log scale</comment>
        <translation>冲突数 + 1</translation>
    </message>
    <message>
        <source>Step (billions)</source>
        <translation>步数（十亿）</translation>
    </message>
    <message>
        <source>Step (millions)</source>
        <translation>步数（百万）</translation>
    </message>
    <message>
        <source>Step (thousands)</source>
        <translation>步数（千）</translation>
    </message>
    <message>
        <source>Step</source>
        <comment>short axis title</comment>
        <translation>步数</translation>
    </message>
</context>
<context>
    <name>ClassroomController</name>
    <message>
        <source>&amp;Puzzle mode</source>
        <translation>解谜模式(&amp;P)</translation>
    </message>
    <message>
        <source>Place and remove queens yourself; ask for a check or a hint.</source>
        <translation>自己放置和移除皇后；可以请求检查或提示。</translation>
    </message>
    <message>
        <source>Predict the &amp;next step</source>
        <translation>预测下一步(&amp;n)</translation>
    </message>
    <message>
        <source>Click where the search will put its next queen, then see it.</source>
        <translation>点击搜索将放置下一个皇后的位置，然后查看结果。</translation>
    </message>
    <message>
        <source>&amp;Compare two runs…</source>
        <translation>比较两次运行…(&amp;C)</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>解谜</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>搜索树</translation>
    </message>
    <message>
        <source>&amp;Classroom</source>
        <translation>课堂(&amp;C)</translation>
    </message>
    <message>
        <source>Puzzle mode: click a square to place or move a row&apos;s queen; arrows and Space work too.</source>
        <translation>解谜模式：点击格子即可放置或移动该行的皇后；也可以使用方向键和空格键。</translation>
    </message>
    <message>
        <source>Puzzle mode is off: the board shows the search again.</source>
        <translation>解谜模式已关闭：棋盘重新显示搜索过程。</translation>
    </message>
    <message>
        <source>Prediction off: %1 of %2 right.</source>
        <translation>预测已关闭：%2 次中猜对 %1 次。</translation>
    </message>
    <message>
        <source>%1 works on boards up to N = %L2; this puzzle has N = %L3.</source>
        <translation>%1 只能处理 N ≤ %L2 的棋盘；这个谜题的 N = %L3。</translation>
    </message>
</context>
<context>
    <name>CliArguments</name>
    <message>
        <source>N must be a positive integer; got &apos;%1&apos;</source>
        <translation>N 必须是正整数；收到的值为“%1”</translation>
    </message>
    <message>
        <source>%1 must be a positive integer; got &apos;%2&apos;</source>
        <translation>%1 必须是正整数；收到的值为“%2”</translation>
    </message>
    <message>
        <source>--seed must be an integer from 0 to %1; got &apos;%2&apos;</source>
        <translation>--seed 必须是 0 到 %1 之间的整数；收到的值为“%2”</translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos;; choose one of: %2</source>
        <translation>未知算法“%1”；可选：%2</translation>
    </message>
    <message>
        <source>N is too large for %1 (at most %2); got &apos;%3&apos;</source>
        <translation>N 对 %1 来说太大（最多 %2）；收到的值为“%3”</translation>
    </message>
    <message>
        <source>%1 must be at most %2; got &apos;%3&apos;</source>
        <translation>%1 最多为 %2；收到的值为“%3”</translation>
    </message>
    <message>
        <source>%1 must be an integer from %2 to %3; got &apos;%4&apos;</source>
        <translation>%1 必须是 %2 到 %3 之间的整数；收到的值为“%4”</translation>
    </message>
    <message>
        <source>%1 must be a number such as 0.5 or 1e-3; got &apos;%2&apos;</source>
        <translation>%1 必须是数字，例如 0.5 或 1e-3；收到的值为“%2”</translation>
    </message>
</context>
<context>
    <name>CliCommand</name>
    <message>
        <source>numbers must not be negative; got -%1</source>
        <translation>数字不能为负；收到的值为 -%1</translation>
    </message>
    <message>
        <source>%1 (see &apos;queenslab-cli %2 --help&apos;)</source>
        <translation>%1（参见“queenslab-cli %2 --help”）</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>用法：%1</translation>
    </message>
    <message>
        <source>%1 is missing (see &apos;queenslab-cli %2 --help&apos;)</source>
        <translation>缺少 %1（参见“queenslab-cli %2 --help”）</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数“%1”</translation>
    </message>
</context>
<context>
    <name>CliDispatcher</name>
    <message>
        <source>missing command; choose one of: %1 (see --help)</source>
        <translation>缺少命令；可选：%1（参见 --help）</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; before the command; choose one of: %2 (see --help)</source>
        <translation>命令之前出现未知选项“%1”；可选命令：%2（参见 --help）</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; choose one of: %2</source>
        <translation>未知命令“%1”；可选：%2</translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation>内部错误：%1</translation>
    </message>
    <message>
        <source>Usage: queenslab-cli COMMAND [arguments] [options]

Solves, verifies, counts, lists and traces the N-Queens problem, exports
boards as images (PNG, SVG, PDF), handouts of all fundamental solutions (PDF)
and animations of a run (GIF or PNG frames), and checks lesson files.

Commands:
</source>
        <translation>用法：queenslab-cli COMMAND [arguments] [options]

求解、验证、统计、列出和跟踪 N 皇后问题，可导出
棋盘图像（PNG、SVG、PDF）、包含全部基本解的讲义（PDF）
以及一次运行的动画（GIF 或 PNG 帧），还能检查课程文件。

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
运行“queenslab-cli COMMAND --help”查看某个命令的参数。
行和列都从 0 开始编号。
退出码：0 成功；1 答案为否（不是解，或不存在解）；2 用法或输入有误，或无法写入输出（例如磁盘已满）；3 内部错误；130 被中断（Ctrl-C）。
</translation>
    </message>
</context>
<context>
    <name>CliMain</name>
    <message>
        <source>cannot open the standard streams</source>
        <translation>无法打开标准输入输出流</translation>
    </message>
    <message>
        <source>cannot write the output: %1</source>
        <translation>无法写入输出：%1</translation>
    </message>
</context>
<context>
    <name>CompareChart</name>
    <message>
        <source>Left</source>
        <translation>左侧</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>右侧</translation>
    </message>
    <message>
        <source>Cells tried over steps</source>
        <translation>尝试的格子数随步数的变化</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Cells tried</source>
        <translation>尝试的格子数</translation>
    </message>
    <message>
        <source>%1: solutions</source>
        <comment>legend: the run&apos;s name</comment>
        <translation>%1：解</translation>
    </message>
    <message>
        <source>Swaps evaluated</source>
        <translation>评估交换次数</translation>
    </message>
    <message>
        <source>Swaps evaluated over steps</source>
        <translation>评估交换次数随步数的变化</translation>
    </message>
    <message>
        <source>Work over steps, each run in its own measure</source>
        <translation>工作量随步数的变化（各次运行用各自的度量）</translation>
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
        <translation>移动次数</translation>
    </message>
    <message>
        <source>Generations</source>
        <translation>代数</translation>
    </message>
    <message>
        <source>Moves over steps</source>
        <translation>移动次数随步数的变化</translation>
    </message>
    <message>
        <source>Generations over steps</source>
        <translation>代数随步数的变化</translation>
    </message>
</context>
<context>
    <name>CompareCounts</name>
    <message>
        <source>Events recorded for playback up to the cursor. Each algorithm records its own kinds of events (bitmask backtracking also records every register update), so the step number is not the work done: compare the counts below.</source>
        <translation>到当前位置为止为回放记录的事件数。每种算法记录的事件种类不同（位运算回溯还会记录每次寄存器更新），所以步数并不代表所做的工作量：请比较下面的计数。</translation>
    </message>
    <message>
        <source>Only free cells: avail = all &amp; ~(cols | ld | rd) removes every attacked column at once, so every cell tried is safe and gets a queen.</source>
        <translation>只尝试空闲格子：avail = all &amp; ~(cols | ld | rd) 一次就去掉所有受攻击的列，所以尝试的每个格子都是安全的，都会放上皇后。</translation>
    </message>
    <message>
        <source>Unused columns taken while building every permutation: no diagonal is checked until the board is full.</source>
        <translation>构造每个排列时取用的未用列：棋盘放满之前不检查任何对角线。</translation>
    </message>
    <message>
        <source>Cells examined while expanding a board taken from OPEN: each is checked against the queens of that board.</source>
        <translation>扩展从 OPEN 中取出的棋盘时检查的格子：每个格子都要与该棋盘上的皇后逐一比对。</translation>
    </message>
    <message>
        <source>Cells examined as in backtracking, but row 0 tries only its left half: the mirror images are never searched.</source>
        <translation>与回溯法一样检查格子，但第 0 行只尝试左半边：镜像棋盘从不搜索。</translation>
    </message>
    <message>
        <source>Cells examined: in every row the search tries the columns from left to right and checks each against the queens above it.</source>
        <translation>检查过的格子：在每一行中，搜索从左到右尝试各列，并把每个格子与上方的皇后逐一比对。</translation>
    </message>
    <message>
        <source>The nodes of the search tree: the same partial boards backtracking builds. Every cell tried gets a queen, so this equals Cells tried.</source>
        <translation>搜索树的节点：与回溯法构造的部分棋盘相同。尝试的每个格子都会放上皇后，所以它等于“尝试的格子数”。</translation>
    </message>
    <message>
        <source>Queens put down while building permutations, attacked or not: every cell tried gets one.</source>
        <translation>构造排列时放下的皇后，不论是否受攻击：尝试的每个格子都放一个。</translation>
    </message>
    <message>
        <source>Boards added to OPEN: each cell tried that no queen attacks makes a new board with one more queen.</source>
        <translation>加入 OPEN 的棋盘：每个不受任何皇后攻击的尝试格子都会生成一个多一个皇后的新棋盘。</translation>
    </message>
    <message>
        <source>Safe cells that got a queen: the nodes of the search tree (partial boards with no attack).</source>
        <translation>放上皇后的安全格子：即搜索树的节点（没有互相攻击的部分棋盘）。</translation>
    </message>
    <message>
        <source>Does not apply: bitmask backtracking never rejects a cell. It only enumerates the free ones (avail), so an attacked cell is never tried.</source>
        <translation>不适用：位运算回溯从不排除格子。它只枚举空闲的格子（avail），所以受攻击的格子根本不会被尝试。</translation>
    </message>
    <message>
        <source>Full boards refused because two queens share a diagonal: the only check brute force makes.</source>
        <translation>因两个皇后在同一条对角线上而被否决的完整棋盘：这是暴力搜索唯一的检查。</translation>
    </message>
    <message>
        <source>Cells refused because a queen above attacks them, and one for each row whose right half the symmetry skips.</source>
        <translation>因受上方皇后攻击而被排除的格子；另外每有一行的右半边因对称被跳过，就再加一。</translation>
    </message>
    <message>
        <source>Cells tried and refused because a queen of the board attacks them.</source>
        <translation>尝试后因受该棋盘上的皇后攻击而被排除的格子。</translation>
    </message>
    <message>
        <source>Cells tried and refused because a queen above attacks them (same column or diagonal).</source>
        <translation>尝试后因受上方皇后攻击（同列或同对角线）而被排除的格子。</translation>
    </message>
    <message>
        <source>Does not apply: brute force never goes back because of a conflict; it only moves on to the next permutation.</source>
        <translation>不适用：暴力搜索从不因冲突而回退，它只是换到下一个排列。</translation>
    </message>
    <message>
        <source>Does not apply: graph search never goes back; it takes the next board from OPEN.</source>
        <translation>不适用：图搜索从不回退，它从 OPEN 中取出下一个棋盘。</translation>
    </message>
    <message>
        <source>Queens taken off to go back to an earlier row: after a solution, or when the row below has no column left.</source>
        <translation>为回到上一行而拿掉的皇后：在找到一个解之后，或下一行已没有可用的列时。</translation>
    </message>
    <message>
        <source>Solutions found so far, each with its mirror image (counted, not searched).</source>
        <translation>目前找到的解，每个解连同它的镜像（镜像只计数，不搜索）。</translation>
    </message>
    <message>
        <source>Solutions found so far.</source>
        <translation>目前找到的解。</translation>
    </message>
    <message>
        <source>Swaps of two queens whose change in collisions was computed.</source>
        <translation>计算过冲突数变化的双皇后交换。</translation>
    </message>
    <message>
        <source>Swaps carried out: those that lower the number of collisions.</source>
        <translation>实际执行的交换：即能降低冲突数的交换。</translation>
    </message>
    <message>
        <source>Fresh random boards after the search got stuck.</source>
        <translation>搜索陷入僵局后重新生成的随机棋盘。</translation>
    </message>
    <message>
        <source>Collisions on the board now: every column or diagonal holding k &gt; 1 queens adds k − 1.</source>
        <translation>当前棋盘上的冲突数：每条有 k &gt; 1 个皇后的列或对角线计 k − 1。</translation>
    </message>
    <message>
        <source>too short to compare</source>
        <translation>太短，无法比较</translation>
    </message>
    <message>
        <source>Time the solver spent searching and recording the steps (not waiting for playback). Under %1 it is mostly start-up and scheduling, and each algorithm records different events: compare the counts above.</source>
        <translation>求解器用于搜索和记录步骤的时间（不含等待播放的时间）。低于 %1 时它主要是启动和线程调度的开销，而且每种算法记录的事件不同：请比较上面的计数。</translation>
    </message>
    <message>
        <source>Measured: %1.</source>
        <translation>实测：%1。</translation>
    </message>
    <message>
        <source>Queens moved to another square of their row.</source>
        <translation>皇后移到本行另一格的次数。</translation>
    </message>
    <message>
        <source>h of the board now: the pairs of queens that share a column or a diagonal. A solution has h = 0.</source>
        <translation>当前棋盘的 h：位于同一列或同一对角线上的皇后对数。解的 h = 0。</translation>
    </message>
    <message>
        <source>Generations bred so far: each replaces the boards kept by new ones.</source>
        <translation>迄今培育的代数：每一代都用新棋盘取代保留的棋盘。</translation>
    </message>
    <message>
        <source>Consistency checks: tests of one value of a row against one other row. Inference spends checks early to save whole subtrees later.</source>
        <translation>相容性检查：把一行的一个取值与另一行比较一次。推理先多花检查，以便之后省下整棵子树。</translation>
    </message>
    <message>
        <source>Values crossed out of the domains of rows still empty by forward checking or arc consistency.</source>
        <translation>前向检验或弧相容从尚空各行的值域中划掉的取值。</translation>
    </message>
    <message>
        <source>Rows still empty whose domain became empty: the search went back at once instead of discovering the dead end row by row.</source>
        <translation>值域变空的尚空行：搜索立即回退，而不是一行一行地走到死路才发现。</translation>
    </message>
</context>
<context>
    <name>ComparePane</name>
    <message>
        <source>there is not enough memory for N = %L1.</source>
        <translation>内存不足，无法处理 N = %L1。</translation>
    </message>
    <message>
        <source>Cannot start this search: %1</source>
        <translation>无法开始这次搜索：%1</translation>
    </message>
    <message>
        <source>%1, seed %2</source>
        <comment>algorithm name, random seed</comment>
        <translation>%1，种子 %2</translation>
    </message>
    <message>
        <source>%1 of %2 (search finished)</source>
        <translation>%1 / %2（搜索已结束）</translation>
    </message>
    <message>
        <source>%1 of %2 recorded so far</source>
        <translation>%1 / 目前已记录 %2</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>算法(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>种子(&amp;S)：</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>步数：</translation>
    </message>
    <message>
        <source>Cells tried:</source>
        <translation>尝试的格子数：</translation>
    </message>
    <message>
        <source>Queens placed:</source>
        <translation>放置的皇后数：</translation>
    </message>
    <message>
        <source>Rejected:</source>
        <translation>排除次数：</translation>
    </message>
    <message>
        <source>Backtracks:</source>
        <translation>回溯次数：</translation>
    </message>
    <message>
        <source>Solutions:</source>
        <translation>解的个数：</translation>
    </message>
    <message>
        <source>Swaps evaluated:</source>
        <translation>评估交换次数：</translation>
    </message>
    <message>
        <source>Swaps made:</source>
        <translation>实际交换次数：</translation>
    </message>
    <message>
        <source>Restarts:</source>
        <translation>重新开始次数：</translation>
    </message>
    <message>
        <source>Collisions:</source>
        <translation>冲突数：</translation>
    </message>
    <message>
        <source>Search time:</source>
        <translation>搜索用时：</translation>
    </message>
    <message>
        <source>Random seed of the search: the same seed replays the same run.</source>
        <translation>搜索的随机种子：相同的种子会重现相同的运行过程。</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>移动次数：</translation>
    </message>
    <message>
        <source>Attacking pairs h:</source>
        <translation>攻击对数 h：</translation>
    </message>
    <message>
        <source>Generations:</source>
        <translation>代数：</translation>
    </message>
    <message>
        <source>Options: %1</source>
        <comment>CSP backtracking&apos;s options</comment>
        <translation>选项：%1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>algorithm name, its options</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Consistency checks:</source>
        <translation>相容性检查：</translation>
    </message>
    <message>
        <source>Prunings:</source>
        <translation>剪除次数：</translation>
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
        <translation>比较算法</translation>
    </message>
    <message>
        <source>Lock-step playback</source>
        <translation>同步播放</translation>
    </message>
    <message>
        <source>Left run</source>
        <translation>左侧运行</translation>
    </message>
    <message>
        <source>Right run</source>
        <translation>右侧运行</translation>
    </message>
    <message>
        <source>&amp;N:</source>
        <translation>&amp;N：</translation>
    </message>
    <message>
        <source>Board size of both runs (at most what both algorithms support)</source>
        <translation>两次运行的棋盘大小（不超过两种算法都支持的上限）</translation>
    </message>
    <message>
        <source>All solutions</source>
        <translation>所有解</translation>
    </message>
    <message>
        <source>First solution</source>
        <translation>第一个解</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
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
        <translation>重置</translation>
    </message>
    <message>
        <source>To end</source>
        <translation>跳到末尾</translation>
    </message>
    <message numerus="yes">
        <source>Step %1: the left run has tried %2 cell(s), the right run %3.</source>
        <translation>
            <numerusform>第 %1 步：左侧运行已尝试 %2 个格子，右侧运行已尝试 %3 个。</numerusform>
        </translation>
    </message>
    <message>
        <source>The right run tried %1% as many cells as the left run.</source>
        <translation>右侧运行尝试的格子数是左侧运行的 %1%。</translation>
    </message>
    <message>
        <source>Waiting for the searches to deliver more steps…</source>
        <translation>正在等待搜索产生更多步骤…</translation>
    </message>
    <message numerus="yes">
        <source>the left run has evaluated %1 swap(s)</source>
        <translation>
            <numerusform>左侧运行已评估 %1 次交换</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the left run has tried %1 cell(s)</source>
        <translation>
            <numerusform>左侧运行已尝试 %1 个格子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the right run has evaluated %1 swap(s)</source>
        <translation>
            <numerusform>右侧运行已评估 %1 次交换</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the right run has tried %1 cell(s)</source>
        <translation>
            <numerusform>右侧运行已尝试 %1 个格子</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1: %2; %3.</source>
        <comment>step, the left run&apos;s work, the right run&apos;s work</comment>
        <translation>第 %1 步：%2；%3。</translation>
    </message>
    <message>
        <source>The runs measure different work (a systematic search tries cells, min-conflicts evaluates swaps), so the chart shows each in its own measure and they are not compared as a ratio.</source>
        <translation>两次运行度量的工作不同（系统搜索尝试格子，最小冲突法评估交换），所以图表按各自的度量显示，不计算比例。</translation>
    </message>
    <message numerus="yes">
        <source>Step %1: the left run has evaluated %2 swap(s), the right run %3.</source>
        <translation>
            <numerusform>第 %1 步：左侧运行已评估 %2 次交换，右侧运行已评估 %3 次。</numerusform>
        </translation>
    </message>
    <message>
        <source>The right run evaluated %1% as many swaps as the left run.</source>
        <translation>右侧运行评估的交换次数是左侧运行的 %1%。</translation>
    </message>
    <message>
        <source>N must be 1 to %L1: the most both algorithms support.</source>
        <translation>N 必须为 1 到 %L1：这是两种算法都支持的上限。</translation>
    </message>
    <message>
        <source>Both searches placed %1 queens: the same search tree, with different work to find each node.</source>
        <translation>两次搜索都放置了 %1 个皇后：搜索树相同，只是找到每个节点所花的工作不同。</translation>
    </message>
    <message numerus="yes">
        <source>the left run has made %1 move(s)</source>
        <translation>
            <numerusform>左侧运行已移动 %1 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the right run has made %1 move(s)</source>
        <translation>
            <numerusform>右侧运行已移动 %1 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the left run has bred %1 generation(s)</source>
        <translation>
            <numerusform>左侧运行已培育 %1 代</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the right run has bred %1 generation(s)</source>
        <translation>
            <numerusform>右侧运行已培育 %1 代</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Step %1: the left run has made %2 move(s), the right run %3.</source>
        <translation>
            <numerusform>第 %1 步：左侧运行已移动 %2 次，右侧运行 %3 次。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Step %1: the left run has bred %2 generation(s), the right run %3.</source>
        <translation>
            <numerusform>第 %1 步：左侧运行已培育 %2 代，右侧运行 %3 代。</numerusform>
        </translation>
    </message>
    <message>
        <source>The right run made %1% as many moves as the left run.</source>
        <translation>右侧运行的移动次数是左侧运行的 %1%。</translation>
    </message>
    <message>
        <source>The right run bred %1% as many generations as the left run.</source>
        <translation>右侧运行培育的代数是左侧运行的 %1%。</translation>
    </message>
</context>
<context>
    <name>ConflictStripsView</name>
    <message>
        <source>swap rows %1 and %2: collisions %3, %4</source>
        <extracomment>Min-conflicts: the swap of two queens is evaluated; %3 is the change of the collisions (e.g. -2 or +1), %4 is &quot;accepted&quot; or &quot;rejected&quot;.</extracomment>
        <translation>交换第 %1、%2 行：
冲突数 %3，%4</translation>
    </message>
    <message>
        <source>accepted</source>
        <comment>swap verdict</comment>
        <translation>接受</translation>
    </message>
    <message>
        <source>rejected</source>
        <comment>swap verdict</comment>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>rows %1 and %2 swapped</source>
        <translation>第 %1、%2 行已交换</translation>
    </message>
    <message>
        <source>restart %1: a new random board</source>
        <translation>第 %1 次重新开始：
新的随机棋盘</translation>
    </message>
    <message>
        <source>solution: no collisions left</source>
        <translation>得到解：已没有冲突</translation>
    </message>
    <message>
        <source>collisions: %1</source>
        <extracomment>Min-conflicts: the number of collisions on the board (excess queens per line).</extracomment>
        <translation>冲突数：%1</translation>
    </message>
    <message>
        <source>Collisions: every column or diagonal holding k &gt; 1 queens adds k − 1. Min-conflicts swaps two queens only when that lowers the collisions.</source>
        <extracomment>Tool tip of the min-conflicts text beside the board.</extracomment>
        <translation>冲突数：每条有 k &gt; 1 个皇后的列或对角线计 k − 1。最小冲突搜索只在交换能降低冲突数时才交换两个皇后。</translation>
    </message>
    <message>
        <source>\ diagonals (row − column the same along each line): the queens on each line, from the board&apos;s top to its bottom. A line holding two or more queens (hot, hatched, marked by a triangle) is a collision.</source>
        <extracomment>Tool tip of the backslash-diagonal strip (the long form of its title).</extracomment>
        <translation>\ 对角线（同一条线上 行 − 列 相同）：每条线上的皇后，按从棋盘顶部到底部的顺序排列。有两个或更多皇后的线（暖色、带斜纹并以三角形标记）就是冲突。</translation>
    </message>
    <message>
        <source>/ diagonals (row + column the same along each line): the queens on each line, from the board&apos;s top to its bottom. A line holding two or more queens (hot, hatched, marked by a triangle) is a collision.</source>
        <extracomment>Tool tip of the &quot;/&quot; diagonal strip (the long form of its title).</extracomment>
        <translation>/ 反对角线（同一条线上 行 + 列 相同）：每条线上的皇后，按从棋盘顶部到底部的顺序排列。有两个或更多皇后的线（暖色、带斜纹并以三角形标记）就是冲突。</translation>
    </message>
    <message>
        <source>Conflicts per queen: one bar per board row, as long as the number of queens sharing a column or a diagonal with that row&apos;s queen. i and j mark the two rows of the swap being evaluated.</source>
        <extracomment>Tool tip of the per-queen strip (the long form of its title &quot;conflicts&quot;).</extracomment>
        <translation>每个皇后的冲突：棋盘每行一条横条，长度为与该行皇后同列或同对角线的皇后数。i 和 j 标出正在评估的交换所涉及的两行。</translation>
    </message>
    <message>
        <source>No board</source>
        <translation>没有棋盘</translation>
    </message>
    <message>
        <source>conflicts</source>
        <extracomment>Title of the bar strip with the number of conflicts of each queen (one bar per row).</extracomment>
        <translation>冲突</translation>
    </message>
    <message>
        <source>diagonals</source>
        <extracomment>Title over the two bar strips with the queens on each diagonal line.</extracomment>
        <translation>对角线</translation>
    </message>
</context>
<context>
    <name>CountCommand</name>
    <message>
        <source>How to count, one of: %1. The default, counter, is the fast counter (several threads, the fundamental count by Burnside&apos;s lemma). Any other runs that search to its end, N up to %2, on one thread, and reports its nodes, backtracks, consistency checks, prunings, wipe-outs and link updates; the fundamental solutions are those that are their class&apos;s smallest member.</source>
        <translation>计数方法，可选：%1。默认的 counter 是快速计数器（多线程，基本解个数由 Burnside 引理得出）。其余方法在单线程上把该搜索运行到底（N 不超过 %2），并报告它的节点数、回溯次数、相容性检查、剪除次数、值域清空次数和链接更新次数；基本解是各自对称类中最小的那个解。</translation>
    </message>
    <message>
        <source>Print one JSON object: {&quot;n&quot;,&quot;total&quot;,&quot;unique&quot;,&quot;nodes&quot;,&quot;threads&quot;,&quot;seconds&quot;}; with --method a search, {&quot;n&quot;,&quot;method&quot;,&quot;total&quot;,&quot;unique&quot;,&quot;nodes&quot;,&quot;backtracks&quot;,&quot;checks&quot;,&quot;prunings&quot;,&quot;wipeouts&quot;,&quot;backjumps&quot;,&quot;updates&quot;,&quot;seconds&quot;}.</source>
        <translation>输出一个 JSON 对象：{&quot;n&quot;,&quot;total&quot;,&quot;unique&quot;,&quot;nodes&quot;,&quot;threads&quot;,&quot;seconds&quot;}；用 --method 指定某种搜索时为 {&quot;n&quot;,&quot;method&quot;,&quot;total&quot;,&quot;unique&quot;,&quot;nodes&quot;,&quot;backtracks&quot;,&quot;checks&quot;,&quot;prunings&quot;,&quot;wipeouts&quot;,&quot;backjumps&quot;,&quot;updates&quot;,&quot;seconds&quot;}。</translation>
    </message>
    <message>
        <source>count cannot count with &apos;%1&apos;; choose one of: %2</source>
        <translation>count 不能用“%1”计数；请从以下选择：%2</translation>
    </message>
    <message>
        <source>count --method %1 supports N up to %2; got %3 (the default counter goes to %4)</source>
        <translation>count --method %1 支持的 N 最大为 %2；收到的值为 %3（默认计数器可到 %4）</translation>
    </message>
    <message>
        <source>--threads is for the default counter; the %1 search runs on one thread</source>
        <translation>--threads 只用于默认计数器；%1 搜索在单线程上运行</translation>
    </message>
    <message>
        <source>interrupted during the %1 search; no count printed</source>
        <translation>%1 搜索中途被中断；未输出计数</translation>
    </message>
    <message>
        <source>searched in %1 s by %2 (nodes: %3, backtracks: %4, consistency checks: %5, prunings: %6, wipe-outs: %7, backjumps: %8, link updates: %9)
</source>
        <translation>%2 搜索用时 %1 秒（节点数：%3，回溯次数：%4，相容性检查：%5，剪除次数：%6，值域清空：%7，回跳次数：%8，链接更新：%9）
</translation>
    </message>
    <message>
        <source>estimating the time left</source>
        <translation>正在估算剩余时间</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>大约还剩 %1 秒</translation>
    </message>
    <message>
        <source>about %1 min %2 s left</source>
        <translation>大约还剩 %1 分 %2 秒</translation>
    </message>
    <message>
        <source>count %1: %2% of %3 work units done, %4</source>
        <translation>count %1：%3 个工作单元已完成 %2%，%4</translation>
    </message>
    <message>
        <source>count all solutions and the fundamental ones (distinct under symmetry)</source>
        <translation>统计全部解以及基本解（在对称变换下互不相同的解）</translation>
    </message>
    <message>
        <source>Counts the solutions of the N-Queens problem on an N x N board: all of them, and the fundamental ones (one per class of solutions that rotations and reflections of the board turn into each other). N from 1 to %1. Runs over a second report their progress on standard error; Ctrl-C stops the count (exit code %2).</source>
        <translation>统计 N x N 棋盘上 N 皇后问题的解：全部解，以及基本解（可由棋盘的旋转和翻转互相变换得到的解归为一类，每类算一个）。N 的范围为 1 到 %1。运行超过一秒时会在标准错误输出上报告进度；按 Ctrl-C 可停止统计（退出码 %2）。</translation>
    </message>
    <message>
        <source>Board size (a positive integer).</source>
        <translation>棋盘大小（正整数）。</translation>
    </message>
    <message>
        <source>Worker threads, 1 to %1 (default: the hardware threads, here %2).</source>
        <translation>工作线程数，1 到 %1（默认为硬件线程数，本机为 %2）。</translation>
    </message>
    <message>
        <source>count supports N from 1 to %1; got %2 (%1 is the largest N of the published table, and from N = 29 on the count would not fit in 64 bits)</source>
        <translation>count 支持的 N 为 1 到 %1；收到的值为 %2（%1 是已发表的计数表中最大的 N，从 N = 29 起解的个数超出 64 位整数的范围）</translation>
    </message>
    <message>
        <source>interrupted after %1 of %2 work units (%3%); no count printed</source>
        <translation>在完成 %2 个工作单元中的 %1 个（%3%）后被中断；未输出计数</translation>
    </message>
    <message numerus="yes">
        <source>N = %1: %2 solution(s), %3 fundamental (distinct under rotations and reflections)
</source>
        <comment>%2 is the number of solutions</comment>
        <translation>
            <numerusform>N = %1：共 %2 个解，其中基本解 %3 个（在旋转和翻转下互不相同）
</numerusform>
        </translation>
    </message>
    <message>
        <source>counted in %1 s (threads: %2, search nodes: %3)
</source>
        <translation>用时 %1 秒（线程数：%2，搜索节点数：%3）
</translation>
    </message>
</context>
<context>
    <name>CspChart</name>
    <message>
        <source>Consistency checks and prunings over steps</source>
        <translation>相容性检查与剪除随步数的变化</translation>
    </message>
    <message>
        <source>Consistency checks</source>
        <translation>相容性检查</translation>
    </message>
    <message>
        <source>Values pruned</source>
        <translation>剪除的取值</translation>
    </message>
    <message>
        <source>Count</source>
        <comment>short axis title</comment>
        <translation>次数</translation>
    </message>
</context>
<context>
    <name>CspSettings</name>
    <message>
        <source>CSP backtracking starts from an empty board; it cannot keep given queens.</source>
        <translation>CSP 回溯从空棋盘开始，不能保留给定的皇后。</translation>
    </message>
    <message>
        <source>restarts apply to a search for one solution: set Find to “First solution”, or the restarts to Never.</source>
        <translation>重新开始只适用于寻找一个解的搜索：请把“查找”设为“第一个解”，或把重新开始设为“从不”。</translation>
    </message>
    <message>
        <source>restarts need random tie-breaking: without it every run would repeat the first.</source>
        <translation>重新开始需要随机打破平局：否则每一轮都会重复第一轮。</translation>
    </message>
    <message>
        <source>&amp;Variable order:</source>
        <translation>变量顺序(&amp;V)：</translation>
    </message>
    <message>
        <source>Va&amp;lue order:</source>
        <translation>取值顺序(&amp;l)：</translation>
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
        <translation>随机打破平局(&amp;t)：</translation>
    </message>
    <message>
        <source>&amp;Restart after:</source>
        <translation>重新开始于(&amp;R)：</translation>
    </message>
    <message>
        <source>In order</source>
        <translation>按顺序</translation>
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
        <translation>像普通回溯一样，从上到下依次给各行赋值。</translation>
    </message>
    <message>
        <source>Minimum remaining values: assign next the row with the fewest values left.</source>
        <translation>最少剩余值：下一个赋值剩余取值最少的行。</translation>
    </message>
    <message>
        <source>MRV, and among rows with equally few values the one that constrains the most unassigned rows.</source>
        <translation>MRV；剩余取值同样少时，选约束未赋值行最多的那一行。</translation>
    </message>
    <message>
        <source>Which row gets its queen next: the most constrained row first fails early.</source>
        <translation>下一个放皇后的是哪一行：先处理约束最多的行，失败会来得更早。</translation>
    </message>
    <message>
        <source>LCV</source>
        <translation>LCV</translation>
    </message>
    <message>
        <source>Try the columns from left to right.</source>
        <translation>从左到右尝试各列。</translation>
    </message>
    <message>
        <source>Least constraining value: try first the column that removes the fewest values from the other rows.</source>
        <translation>最少约束值：先试从其他行的值域中删去取值最少的那一列。</translation>
    </message>
    <message>
        <source>In which order a row&apos;s columns are tried: the least constraining one leaves the most room for the rows still to come.</source>
        <translation>一行中各列的尝试顺序：约束最少的取值给后面的行留下最多的余地。</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Forward checking</source>
        <translation>前向检验</translation>
    </message>
    <message>
        <source>Arc consistency (MAC)</source>
        <translation>弧相容（MAC）</translation>
    </message>
    <message>
        <source>Test each value against the queens already placed, and infer nothing.</source>
        <translation>只把每个取值与已放的皇后比较，不做任何推理。</translation>
    </message>
    <message>
        <source>After each queen, cross out the squares it attacks in the rows still empty; an emptied row means going back at once.</source>
        <translation>每放一个皇后，就在尚空的行中划掉它攻击的格子；某行被清空就立即回退。</translation>
    </message>
    <message>
        <source>Forward checking, then AC-3: remove every value that has no compatible value left in some other row, until nothing changes.</source>
        <translation>先前向检验，再做 AC-3：删去在另一行中已找不到相容取值的每个取值，直到不再变化。</translation>
    </message>
    <message>
        <source>What each new queen lets the search conclude about the rows still empty.</source>
        <translation>每放一个新皇后，搜索能对尚空的行推出什么。</translation>
    </message>
    <message>
        <source>When a row runs out of values, go back to the latest row in its conflict set, skipping the rows that played no part in the failure.</source>
        <translation>某行的取值用尽时，回到其冲突集中最近的那一行，跳过与失败无关的行。</translation>
    </message>
    <message>
        <source>Break ties of the orderings at random from the seed instead of taking the lowest row or column.</source>
        <translation>排序出现平局时按种子随机选择，而不是取编号最小的行或列。</translation>
    </message>
    <message>
        <source>With random ties: start again after this many backtracks, the allowance growing by the Luby sequence (0: never).</source>
        <translation>随机打破平局时：回溯这么多次后重新开始，额度按 Luby 序列增长（0：从不）。</translation>
    </message>
    <message>
        <source> backtracks</source>
        <comment>after k backtracks</comment>
        <translation> 次回溯</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>rows in order</source>
        <translation>按行顺序</translation>
    </message>
    <message>
        <source>no inference</source>
        <translation>无推理</translation>
    </message>
    <message>
        <source>forward checking</source>
        <translation>前向检验</translation>
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
        <translation>随机打破平局</translation>
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
        <translation>第 %L1 轮：深度限制 %L1。从空棋盘开始深度优先搜索；深度为 %L1 的棋盘被截断，不扩展。</translation>
    </message>
    <message>
        <source>Pass %L1: the depth limit grows from %L2 to %L1. CLOSED (%L3 nodes) is emptied and the search starts again from the empty board.</source>
        <translation>第 %L1 轮：深度限制从 %L2 增加到 %L1。清空 CLOSED（%L3 个节点），搜索从空棋盘重新开始。</translation>
    </message>
    <message>
        <source>The limit is N: this pass can reach full boards, the solutions.</source>
        <translation>限制等于 N：本轮可以到达放满的棋盘，也就是解。</translation>
    </message>
    <message>
        <source>Cut off: the empty board is at the depth limit and is not expanded.</source>
        <translation>截断：空棋盘位于深度限制处，不扩展。</translation>
    </message>
    <message>
        <source>Cut off: the board with row %L1 at column %L2 lies at depth %L3, the depth limit, so its children are not generated in this pass.</source>
        <translation>截断：第 %L1 行皇后在第 %L2 列的棋盘位于深度 %L3，即深度限制，因此本轮不生成它的子节点。</translation>
    </message>
</context>
<context>
    <name>EventDescriber</name>
    <message>
        <source>Backjump: take the queen off row %L1, column %L2; it is not in the conflict set.</source>
        <translation>回跳：移走第 %L1 行第 %L2 列的皇后；它不在冲突集中。</translation>
    </message>
    <message>
        <source>Ready: press Play or Step.</source>
        <translation>就绪：请按“播放”或“下一步”。</translation>
    </message>
    <message>
        <source>Try row %L1, column %L2.</source>
        <translation>尝试第 %L1 行第 %L2 列。</translation>
    </message>
    <message>
        <source>Place a queen on row %L1, column %L2.</source>
        <translation>在第 %L1 行第 %L2 列放置皇后。</translation>
    </message>
    <message>
        <source>Solution %L1: the mirror image of the board.</source>
        <translation>第 %L1 个解：当前棋盘的镜像。</translation>
    </message>
    <message>
        <source>Solution %L1 found!</source>
        <translation>找到第 %L1 个解！</translation>
    </message>
    <message>
        <source>Swap the columns of rows %L1 and %L2 (collisions now %L3).</source>
        <translation>交换第 %L1 行和第 %L2 行皇后所在的列（现在冲突数为 %L3）。</translation>
    </message>
    <message>
        <source>Restart %L1: a fresh random permutation.</source>
        <translation>第 %L1 次重新开始：生成新的随机排列。</translation>
    </message>
    <message>
        <source>Push the board with row %L1 at column %L2 onto OPEN (depth %L3).</source>
        <translation>把第 %L1 行皇后在第 %L2 列的棋盘放入 OPEN 表（深度 %L3）。</translation>
    </message>
    <message>
        <source>Pop the board with row %L1 at column %L2 from OPEN (depth %L3).</source>
        <translation>从 OPEN 表取出第 %L1 行皇后在第 %L2 列的棋盘（深度 %L3）。</translation>
    </message>
    <message>
        <source>Reject row %L1, column %L2: same column as the queen in row %L3.</source>
        <translation>排除第 %L1 行第 %L2 列：与第 %L3 行的皇后同列。</translation>
    </message>
    <message>
        <source>Reject row %L1, column %L2: its column is taken.</source>
        <translation>排除第 %L1 行第 %L2 列：该列已被占用。</translation>
    </message>
    <message>
        <source>Reject row %L1, column %L2: same \ diagonal as the queen in row %L3.</source>
        <translation>排除第 %L1 行第 %L2 列：与第 %L3 行的皇后在同一条对角线（\）上。</translation>
    </message>
    <message>
        <source>Reject row %L1, column %L2: its \ diagonal is taken.</source>
        <translation>排除第 %L1 行第 %L2 列：它所在的对角线（\）已被占用。</translation>
    </message>
    <message>
        <source>Reject row %L1, column %L2: same / diagonal as the queen in row %L3.</source>
        <translation>排除第 %L1 行第 %L2 列：与第 %L3 行的皇后在同一条反对角线（/）上。</translation>
    </message>
    <message>
        <source>Reject row %L1, column %L2: its / diagonal is taken.</source>
        <translation>排除第 %L1 行第 %L2 列：它所在的反对角线（/）已被占用。</translation>
    </message>
    <message>
        <source>Reject row %L1, column %L2: its bit is not set in avail.</source>
        <translation>排除第 %L1 行第 %L2 列：它在 avail 中对应的位为 0。</translation>
    </message>
    <message>
        <source>Skip row %L1, column %L2: outside the searched half (mirrors are derived).</source>
        <translation>跳过第 %L1 行第 %L2 列：不在搜索的那一半内（镜像解由对称得出）。</translation>
    </message>
    <message>
        <source>Reject row %L1, column %L2.</source>
        <translation>排除第 %L1 行第 %L2 列。</translation>
    </message>
    <message>
        <source>Backtrack: take the queen off row %L1, column %L2.</source>
        <translation>回溯：移走第 %L1 行第 %L2 列的皇后。</translation>
    </message>
    <message>
        <source>Take the queen off row %L1, column %L2 for the next candidate.</source>
        <translation>移走第 %L1 行第 %L2 列的皇后，尝试下一个候选。</translation>
    </message>
    <message>
        <source>Clear row %L1 for the restart.</source>
        <translation>清空第 %L1 行，准备重新开始。</translation>
    </message>
    <message>
        <source>no column</source>
        <translation>没有列</translation>
    </message>
    <message>
        <source>Swapping rows %L1 and %L2 changes the collisions by %L3: accept.</source>
        <translation>交换第 %L1 行和第 %L2 行，冲突数变化 %L3：接受。</translation>
    </message>
    <message>
        <source>Swapping rows %L1 and %L2 changes the collisions by %L3: reject.</source>
        <translation>交换第 %L1 行和第 %L2 行，冲突数变化 %L3：拒绝。</translation>
    </message>
    <message>
        <source>Search finished. Solutions found: %L1.</source>
        <translation>搜索结束：共找到 %L1 个解。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator between the column numbers of a bit mask</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>columns: %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>Row %L1: %2 (col 0→%L3) = %4 (%5)</source>
        <translation>第 %L1 行：%2（第 0→%L3 列）= %4（%5）</translation>
    </message>
    <message numerus="yes">
        <source>Search finished: %Ln solution(s); the board shows the last one.</source>
        <translation>
            <numerusform>搜索结束：共找到 %Ln 个解；棋盘显示最后一个。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExperimentChart</name>
    <message>
        <source>Solved and steps against the swept value</source>
        <translation>求解率与步数随扫描取值的变化</translation>
    </message>
    <message>
        <source>Solved (%)</source>
        <translation>成功率（%）</translation>
    </message>
    <message>
        <source>Mean steps</source>
        <translation>平均步数</translation>
    </message>
    <message>
        <source>Mean steps, solved</source>
        <translation>平均步数（成功）</translation>
    </message>
    <message>
        <source>Mean steps, stuck</source>
        <translation>平均步数（受困）</translation>
    </message>
</context>
<context>
    <name>ExperimentCommand</name>
    <message>
        <source>Exhaustive searches: stop a run after K consistency checks and report it as over budget (default %1; 0: no limit).</source>
        <translation>穷举搜索：一次运行在 K 次一致性检查后停止，并报告为超出预算（默认 %1；0 表示不限）。</translation>
    </message>
    <message>
        <source>--combinations does not apply to %1 (it is an option of csp)</source>
        <translation>--combinations 不适用于 %1（它是 csp 的选项）</translation>
    </message>
    <message>
        <source>--combinations: unknown combination &apos;%1&apos;; use default, all or some of: %2</source>
        <translation>--combinations：未知的组合“%1”；请使用 default、all 或以下若干项：%2</translation>
    </message>
    <message>
        <source>Exhaustive searches: stop a run after K nodes (Try events) and report it as over budget (default %1; 0: no limit).</source>
        <translation>穷举搜索：一次运行在 K 个节点（Try 事件）后停止，并报告为超出预算（默认 %1；0 表示不限）。</translation>
    </message>
    <message>
        <source>Keep every run&apos;s nodes and time and print their median, 90 %, 99 % and maximum.</source>
        <translation>保留每次运行的节点数和时间，并输出其中位数、90 %、99 % 与最大值。</translation>
    </message>
    <message>
        <source>csp: run each of these combinations of orderings, inference and backjumping at every value (%1; default: %2; all: every one).</source>
        <translation>csp：在每个取值上运行这些排序、推理与回跳的组合（%1；默认：%2；all：全部）。</translation>
    </message>
    <message>
        <source>run a search many times from random starts and print its statistics</source>
        <translation>从随机起点多次运行一种搜索，并输出其统计数据</translation>
    </message>
    <message>
        <source>Runs ALGORITHM K times on an N x N board, run i with a seed made from S and i only, and prints per value of the swept parameter: the runs, the percent solved, the mean steps of the runs that solved and of those that did not (of all attempts, and of the last one), the mean restarts, the times and why the runs stopped. Steps are moves for hill climbing, proposals for simulated annealing and textbook min-conflicts, generations for local beam and genetic, swap evaluations for min-conflicts. Progress is reported on a terminal&apos;s standard error; Ctrl-C stops the runs (exit code %1).</source>
        <translation>在 N x N 棋盘上把 ALGORITHM 运行 K 次，第 i 次运行的种子只由 S 和 i 决定；对被扫描参数的每个取值输出：运行次数、求解成功的百分比、成功与未成功的运行的平均步数（所有尝试的合计，以及最后一次尝试的）、平均重新开始次数、用时以及运行停止的原因。步数的含义：爬山法为移动次数，模拟退火和教科书版 min-conflicts 为提议次数，局部束搜索和遗传算法为代数，min-conflicts 为交换评估次数。进度显示在终端的标准错误输出上；按 Ctrl-C 可停止运行（退出码 %1）。</translation>
    </message>
    <message>
        <source>Search algorithm, one of: %1.</source>
        <translation>搜索算法，可选：%1。</translation>
    </message>
    <message>
        <source>Board size (a positive integer).</source>
        <translation>棋盘大小（正整数）。</translation>
    </message>
    <message>
        <source>Runs per value (default %1).</source>
        <translation>每个取值的运行次数（默认为 %1）。</translation>
    </message>
    <message>
        <source>Random seed of the experiment (default 1).</source>
        <translation>实验的随机种子（默认为 1）。</translation>
    </message>
    <message>
        <source>Vary one parameter (%1) over a list of values or a range FROM:TO:STEP.</source>
        <translation>让一个参数（%1）取遍一组值或一个范围 FROM:TO:STEP。</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>输出一个 JSON 对象。</translation>
    </message>
    <message>
        <source>Print CSV: a header line, then one line per value.</source>
        <translation>输出 CSV：先是一行表头，然后每个取值一行。</translation>
    </message>
    <message>
        <source>Write to FILE (replaced only when complete); - is standard output.</source>
        <translation>写入 FILE（完成后才替换该文件）；- 表示标准输出。</translation>
    </message>
    <message>
        <source>%1 search</source>
        <translation>%1搜索</translation>
    </message>
    <message>
        <source>--json and --csv exclude each other</source>
        <translation>--json 和 --csv 不能同时使用</translation>
    </message>
    <message>
        <source>--sweep must be PARAM=V1,V2,... or PARAM=FROM:TO:STEP with PARAM one of: %1; got &apos;%2&apos;</source>
        <translation>--sweep 必须是 PARAM=V1,V2,... 或 PARAM=FROM:TO:STEP，PARAM 可选：%1；收到的值为“%2”</translation>
    </message>
    <message>
        <source>--sweep %1 does not apply to %2 (it is a parameter of %3)</source>
        <translation>--sweep %1 不适用于 %2（它是 %3 的参数）</translation>
    </message>
    <message>
        <source>--sweep %1: a range FROM:TO:STEP needs FROM &lt;= TO and STEP &gt; 0; got &apos;%2&apos;</source>
        <translation>--sweep %1：范围 FROM:TO:STEP 要求 FROM &lt;= TO 且 STEP &gt; 0；收到的值为“%2”</translation>
    </message>
    <message>
        <source>--sweep %1: the range has more than %2 values</source>
        <translation>--sweep %1：该范围的取值超过 %2 个</translation>
    </message>
    <message>
        <source>--sweep %1: give V1,V2,... or FROM:TO:STEP; got &apos;%2&apos;</source>
        <translation>--sweep %1：请给出 V1,V2,... 或 FROM:TO:STEP；收到的值为“%2”</translation>
    </message>
    <message>
        <source>experiment %1: %2% of %3 runs done, %4</source>
        <translation>experiment %1：%3 次运行已完成 %2%，%4</translation>
    </message>
    <message>
        <source>interrupted after %1 of %2 runs; nothing printed</source>
        <translation>在完成 %1 次运行（共 %2 次）后被中断；未输出任何结果</translation>
    </message>
</context>
<context>
    <name>ExperimentForm</name>
    <message>
        <source>Restart after (backtracks)</source>
        <translation>重新开始间隔（回溯次数）</translation>
    </message>
    <message>
        <source>No sweep</source>
        <translation>不扫描</translation>
    </message>
    <message>
        <source>Sideways moves</source>
        <translation>横向移动</translation>
    </message>
    <message>
        <source>Start temperature T0</source>
        <translation>初始温度 T0</translation>
    </message>
    <message>
        <source>Decay per step</source>
        <translation>每步衰减率</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>种群大小</translation>
    </message>
    <message>
        <source>Mutation rate</source>
        <translation>变异率</translation>
    </message>
    <message>
        <source>Beam width k</source>
        <translation>束宽 k</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Enter the values to sweep, such as &quot;0, 10, 100&quot; or &quot;0:100:10&quot;.</source>
        <translation>请输入要扫描的取值，例如“0, 10, 100”或“0:100:10”。</translation>
    </message>
    <message>
        <source>A range is written from:to:step, such as &quot;0:100:10&quot;; got &quot;%1&quot;.</source>
        <translation>范围的写法是 起点:终点:步长，例如“0:100:10”；收到的是“%1”。</translation>
    </message>
    <message>
        <source>A range needs a positive step and to at least from; got &quot;%1&quot;.</source>
        <translation>范围要求步长为正，且终点不小于起点；收到的是“%1”。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number; separate the values with commas, such as &quot;0, 10, 100&quot;.</source>
        <translation>“%1”不是数字；各取值之间请用逗号分隔，例如“0, 10, 100”。</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>种子必须是 0 到 18446744073709551615 之间的整数。</translation>
    </message>
    <message>
        <source>The experiment cannot run: %1.</source>
        <translation>无法运行该实验：%1。</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>算法(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;N:</source>
        <translation>&amp;N：</translation>
    </message>
    <message>
        <source>Runs &amp;per value:</source>
        <translation>每个取值运行次数(&amp;p)：</translation>
    </message>
    <message>
        <source>How many runs, each from its own random board, make each row of the results.</source>
        <translation>结果的每一行由多少次运行组成，每次运行都从各自的随机棋盘开始。</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>种子(&amp;e)：</translation>
    </message>
    <message>
        <source>Run i uses a seed drawn from this one and i: the same seed gives the same results, and every swept value sees the same random boards.</source>
        <translation>第 i 次运行的种子由这个种子和 i 得出：相同的种子给出相同的结果，而且每个扫描取值都用同一批随机棋盘。</translation>
    </message>
    <message>
        <source>&amp;Sweep:</source>
        <translation>扫描(&amp;S)：</translation>
    </message>
    <message>
        <source>Vary one setting over several values; each value makes one row.</source>
        <translation>让一项设置取多个值；每个取值占一行。</translation>
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
        <translation>一组取值，例如“0, 10, 100”；或 起点:终点:步长，例如“0:100:10”。</translation>
    </message>
</context>
<context>
    <name>ExperimentReport</name>
    <message>
        <source>Nodes are Try events, checks are consistency checks, both to the first solution (means over the runs that solved); a run stops over budget after %1 nodes or %2 checks.
</source>
        <translation>节点即 Try 事件，检查即一致性检查，都计到第一个解为止（对成功的运行取平均）；一次运行在 %1 个节点或 %2 次检查后因超出预算而停止。
</translation>
    </message>
    <message>
        <source>backtracks</source>
        <translation>回溯次数</translation>
    </message>
    <message>
        <source>checks</source>
        <translation>检查次数</translation>
    </message>
    <message>
        <source>combination</source>
        <translation>组合</translation>
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
        <translation>毫秒 中位数</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>nodes 90%</source>
        <translation>节点 90%</translation>
    </message>
    <message>
        <source>nodes 99%</source>
        <translation>节点 99%</translation>
    </message>
    <message>
        <source>nodes max</source>
        <translation>节点 最大</translation>
    </message>
    <message>
        <source>nodes median</source>
        <translation>节点 中位数</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>%1, N = %2: %3 runs per value, seed %4, %5 threads, %6 s
</source>
        <translation>%1，N = %2：每个取值运行 %3 次，种子 %4，%5 个线程，%6 秒
</translation>
    </message>
    <message>
        <source>A step is one %1 event; &quot;all&quot; counts every attempt of a run, &quot;last&quot; only its last attempt.
</source>
        <translation>一步即一个 %1 事件；“全部”计入一次运行的所有尝试，“最后”只计最后一次尝试。
</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>运行次数</translation>
    </message>
    <message>
        <source>solved %</source>
        <translation>成功 %</translation>
    </message>
    <message>
        <source>all steps, solved</source>
        <translation>全部步数（成功）</translation>
    </message>
    <message>
        <source>all steps, failed</source>
        <translation>全部步数（失败）</translation>
    </message>
    <message>
        <source>last steps, solved</source>
        <translation>最后步数（成功）</translation>
    </message>
    <message>
        <source>last steps, failed</source>
        <translation>最后步数（失败）</translation>
    </message>
    <message>
        <source>restarts</source>
        <translation>重新开始</translation>
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
        <translation>组合</translation>
    </message>
    <message>
        <source>Consistency checks to the first solution: each test of one value against one other row, as the textbook counts them.</source>
        <translation>到第一个解为止的一致性检查次数：按教科书的算法，一个值对另一行的每次检验计一次。</translation>
    </message>
    <message>
        <source>Mean
backtracks</source>
        <translation>平均
回溯次数</translation>
    </message>
    <message>
        <source>Mean consistency
checks</source>
        <translation>平均一致性
检查次数</translation>
    </message>
    <message>
        <source>Mean nodes
(solved)</source>
        <translation>平均节点数
（成功）</translation>
    </message>
    <message>
        <source>Nodes: median / 90 % /
99 % / max</source>
        <translation>节点数：中位数 / 90 % /
99 % / 最大</translation>
    </message>
    <message>
        <source>Over
budget</source>
        <translation>超出
预算</translation>
    </message>
    <message>
        <source>Runs stopped by the node budget before a solution: their figures are left out of the means.</source>
        <translation>在找到解之前因节点预算而停止的运行：它们的数字不计入平均值。</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>local minimum</source>
        <translation>局部极小</translation>
    </message>
    <message>
        <source>plateau</source>
        <translation>高原</translation>
    </message>
    <message>
        <source>frozen</source>
        <translation>冻结</translation>
    </message>
    <message>
        <source>step limit</source>
        <translation>步数上限</translation>
    </message>
    <message>
        <source>restart limit</source>
        <translation>重新开始次数上限</translation>
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
        <translation>成功 %1 %；步数 %2 / %3</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行次数</translation>
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
        <translation>平均步数
（成功）</translation>
    </message>
    <message>
        <source>Mean steps
(stuck)</source>
        <translation>平均步数
（受困）</translation>
    </message>
    <message>
        <source>Mean
restarts</source>
        <translation>平均
重新开始次数</translation>
    </message>
    <message>
        <source>How the runs stopped</source>
        <translation>运行如何结束</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>时间（秒）</translation>
    </message>
    <message>
        <source>AIMA 4th ed., p. 131
(published)</source>
        <translation>AIMA 第 4 版第 131 页
（书中数据）</translation>
    </message>
    <message>
        <source>The mean steps of the runs that found a solution, every attempt counted.</source>
        <translation>找到解的运行的平均步数，计入所有尝试。</translation>
    </message>
    <message>
        <source>The mean steps of the runs that stopped without a solution (stuck, frozen or out of steps).</source>
        <translation>没有找到解就结束的运行（受困、冻结或步数用完）的平均步数。</translation>
    </message>
    <message>
        <source>Russell and Norvig&apos;s figures for steepest-ascent hill climbing on 8 queens: 14 % solved (about 4 steps, 3 when stuck) without sideways moves; 94 % (about 21 steps, 64 when stuck) with up to 100.</source>
        <translation>Russell 与 Norvig 给出的八皇后最陡上升爬山法数据：不允许横向移动时成功 14 %（约 4 步，受困时约 3 步）；允许最多 100 次横向移动时成功 94 %（约 21 步，受困时约 64 步）。</translation>
    </message>
</context>
<context>
    <name>ExperimentsHost</name>
    <message>
        <source>&amp;Experiments…</source>
        <translation>实验(&amp;E)…</translation>
    </message>
    <message>
        <source>Run a local search many times and compare how often it solves, and in how many steps, as in the textbook&apos;s table.</source>
        <translation>把一种局部搜索运行许多次，比较它多常求解成功、用多少步，就像教科书中的表格。</translation>
    </message>
</context>
<context>
    <name>ExperimentsWindow</name>
    <message>
        <source>CSP backtracking to the first solution with plain backtracking, backjumping, forward checking, MRV and MAC, N = 4 to 50: the checks each needs, on a log scale. Runs beyond the budget of 10,000,000 checks are reported as over budget.</source>
        <translation>CSP 回溯求第一个解，比较普通回溯、回跳、前向检验、最少剩余值与维护弧相容，N = 4 到 50：各自所需的检查次数，用对数刻度显示。超过 10,000,000 次检查预算的运行报告为超出预算。</translation>
    </message>
    <message>
        <source>%1 runs of MRV + forward checking with random ties on %2 queens, without restarts and with restarts after %3 backtracks (Luby): how long the longest runs take.</source>
        <translation>在 %2 皇后上以随机打破平局的最少剩余值 + 前向检验运行 %1 次，不重新开始与每 %3 次回溯后重新开始（Luby）各一组：看最长的运行要多久。</translation>
    </message>
    <message>
        <source>A node is one value tried; a consistency check is one test of one value against one other row. Both are counted to the first solution.</source>
        <translation>一个节点即尝试一个值；一次一致性检查即一个值对另一行的一次检验。两者都计到第一个解为止。</translation>
    </message>
    <message>
        <source>CSP: consistency checks, N = 4 to 50</source>
        <translation>CSP：一致性检查次数，N = 4 到 50</translation>
    </message>
    <message>
        <source>Heavy tail: MRV + forward checking, restarts or not</source>
        <translation>重尾：最少剩余值 + 前向检验，重新开始与否</translation>
    </message>
    <message numerus="yes">
        <source>Running %Ln run(s)…</source>
        <translation>
            <numerusform>正在运行 %Ln 次…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling: the runs under way finish their block…</source>
        <translation>正在取消：进行中的运行会先完成所在的批次…</translation>
    </message>
    <message>
        <source>The experiment failed: %1</source>
        <translation>实验失败：%1</translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 runs finished; the table shows those (whole blocks of %3 runs).</source>
        <translation>已取消：%2 次运行中完成了 %1 次；表格显示的就是这些运行（每批 %3 次，只计完整的批次）。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln run(s) in %1 s; threads: %2.</source>
        <translation>
            <numerusform>%Ln 次运行，用时 %1 秒；线程数：%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>Export the results as CSV</source>
        <translation>把结果导出为 CSV</translation>
    </message>
    <message>
        <source>Export the results as JSON</source>
        <translation>把结果导出为 JSON</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>A step is one move.</source>
        <translation>一步即一次移动。</translation>
    </message>
    <message>
        <source>A step is one proposed move, taken or not.</source>
        <translation>一步即一次提议的移动，无论是否被接受。</translation>
    </message>
    <message>
        <source>A step is one pass of the loop: a conflicted queen put on its best square.</source>
        <translation>一步即循环的一轮：把一个有冲突的皇后放到它最好的格子上。</translation>
    </message>
    <message>
        <source>A step is one generation.</source>
        <translation>一步即一代。</translation>
    </message>
    <message>
        <source>A step is one swap judged.</source>
        <translation>一步即评估一次交换。</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>实验</translation>
    </message>
    <message>
        <source>Textbook: hill climbing on 8 queens</source>
        <translation>教科书：八皇后爬山法</translation>
    </message>
    <message>
        <source>Steepest-ascent hill climbing, N = 8, 10,000 runs, with 0 and with 100 sideways moves: the experiment of AIMA (4th ed., p. 131), its published figures beside the measured ones.</source>
        <translation>最陡上升爬山法，N = 8，运行 10,000 次，分别允许 0 次和 100 次横向移动：即 AIMA（第 4 版第 131 页）的实验，书中数据与实测数据并列显示。</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>Run the experiment in the background on every core.</source>
        <translation>在后台用所有 CPU 核心运行该实验。</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Stop; the runs already finished are kept and shown.</source>
        <translation>停止；已完成的运行会保留并显示。</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>The table as CSV, as queenslab-cli experiment --csv writes it.</source>
        <translation>把表格导出为 CSV，格式与 queenslab-cli experiment --csv 相同。</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>导出 JSON…</translation>
    </message>
    <message>
        <source>The results as JSON, as queenslab-cli experiment --json writes it.</source>
        <translation>把结果导出为 JSON，格式与 queenslab-cli experiment --json 相同。</translation>
    </message>
    <message>
        <source>%1, N = %2, %3 runs per value, seed %4. %5</source>
        <translation>%1，N = %2，每个取值运行 %3 次，种子 %4。%5</translation>
    </message>
    <message>
        <source>Set an experiment on the left and run it: each row of the table summarises many runs from random boards.</source>
        <translation>在左侧设置实验并运行：表格的每一行汇总了从随机棋盘开始的许多次运行。</translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <source>draw a board as a PNG, SVG or PDF file</source>
        <translation>把棋盘绘制成 PNG、SVG 或 PDF 文件</translation>
    </message>
    <message>
        <source>Draws one N x N board and writes it as an image: PNG (pixels), SVG or PDF (vector shapes; PDF on one A4 or Letter page). The board is given by exactly one of --placement, --solution and --input; partial boards (&quot;.&quot; rows) and boards with attacking queens are drawn as given. Exit code 0: written; 2: bad usage or input, or the write failed (e.g. a full disk). Nothing is left at the path after a failure.</source>
        <translation>绘制一个 N x N 棋盘并写成图像文件：PNG（像素图像）、SVG 或 PDF（矢量图形；PDF 为单页 A4 或 Letter 纸张）。棋盘必须由 --placement、--solution 和 --input 中的恰好一个给出；未摆满的棋盘（含 &quot;.&quot; 行）和有皇后互相攻击的棋盘都按原样绘制。退出码 0：已写入；2：用法或输入有误，或写入失败（例如磁盘已满）。失败后不会在该路径留下任何文件。</translation>
    </message>
    <message>
        <source>Board size (a positive integer).</source>
        <translation>棋盘大小（正整数）。</translation>
    </message>
    <message>
        <source>The file to write; its extension (.png, .svg or .pdf) picks the format.</source>
        <translation>要写入的文件；由其扩展名（.png、.svg 或 .pdf）决定格式。</translation>
    </message>
    <message>
        <source>export supports N from 1 to %1; got %2</source>
        <translation>export 支持的 N 为 1 到 %1；收到的值为 %2</translation>
    </message>
    <message>
        <source>--transparent applies to PNG and SVG files, not to PDF</source>
        <translation>--transparent 只适用于 PNG 和 SVG 文件，不适用于 PDF</translation>
    </message>
    <message>
        <source>--paper applies to PDF files only</source>
        <translation>--paper 只适用于 PDF 文件</translation>
    </message>
</context>
<context>
    <name>ExportController</name>
    <message>
        <source>Export board image…</source>
        <translation>导出棋盘图像…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <comment>File|Export board image</comment>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Save the board as shown as a PNG, SVG or PDF file.</source>
        <translation>将当前显示的棋盘保存为 PNG、SVG 或 PDF 文件。</translation>
    </message>
    <message>
        <source>Copy board image</source>
        <translation>复制棋盘图像</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <comment>File|Copy board image</comment>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Export animation…</source>
        <translation>导出动画…</translation>
    </message>
    <message>
        <source>Save a range of steps of this run as an animated GIF or as numbered PNG frames.</source>
        <translation>将本次运行中的一段步骤保存为 GIF 动画或编号的 PNG 帧。</translation>
    </message>
    <message>
        <source>Export handout…</source>
        <translation>导出讲义…</translation>
    </message>
    <message>
        <source>A PDF with a table of solution counts and every fundamental solution of N.</source>
        <translation>生成一份 PDF，包含解的个数表以及 N 的全部基本解。</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>This board cannot be exported as an image: %1</source>
        <translation>无法将此棋盘导出为图像：%1</translation>
    </message>
    <message>
        <source>The board image (%1 × %2 pixels) is on the clipboard.</source>
        <translation>棋盘图像（%1 × %2 像素）已复制到剪贴板。</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>This run has no steps yet: start or play a search first.</source>
        <translation>本次运行还没有任何步骤：请先开始或播放一次搜索。</translation>
    </message>
    <message>
        <source>steps %L1 to %L2 are no longer all kept in memory; choose steps from %L3 on.</source>
        <translation>第 %L1 到 %L2 步已不再全部保存在内存中；请从第 %L3 步起选择。</translation>
    </message>
    <message>
        <source>step %L1 could not be reached.</source>
        <translation>无法到达第 %L1 步。</translation>
    </message>
    <message>
        <source>step %L1 is no longer kept in memory.</source>
        <translation>第 %L1 步已不再保存在内存中。</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export board image</source>
        <translation>导出棋盘图像</translation>
    </message>
    <message>
        <source>Preview of the exported image (scaled).</source>
        <translation>导出图像的预览（已缩放）。</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Choose a file name and write the image (.png, .svg or .pdf).</source>
        <translation>选择文件名并写入图像（.png、.svg 或 .pdf）。</translation>
    </message>
    <message>
        <source>&amp;Copy image</source>
        <translation>复制图像(&amp;C)</translation>
    </message>
    <message>
        <source>Put the image on the clipboard, at the chosen width.</source>
        <translation>按所选宽度将图像复制到剪贴板。</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 图像</translation>
    </message>
    <message>
        <source>SVG vector image</source>
        <translation>SVG 矢量图像</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF 文档</translation>
    </message>
    <message>
        <source>The file name decides the format: .png, .svg or .pdf.</source>
        <translation>格式由文件名决定：.png、.svg 或 .pdf。</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>Light theme</source>
        <translation>浅色主题</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation>深色主题</translation>
    </message>
    <message>
        <source>Transparent, dark labels</source>
        <translation>透明，深色文字</translation>
    </message>
    <message>
        <source>Transparent, light labels</source>
        <translation>透明，浅色文字</translation>
    </message>
    <message>
        <source>A transparent background suits slides: choose the labels&apos; tone for the slide.</source>
        <translation>透明背景适合放在幻灯片上：请根据幻灯片的底色选择文字的深浅。</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Chess (a–h, 1–8)</source>
        <translation>国际象棋（a–h，1–8）</translation>
    </message>
    <message>
        <source>0-based (as in the pseudo-code)</source>
        <translation>从 0 开始（与伪代码一致）</translation>
    </message>
    <message>
        <source>Hatch &amp;attacked squares</source>
        <translation>用斜纹标出受攻击的格子(&amp;a)</translation>
    </message>
    <message>
        <source>&amp;Registers panel (cols, ld, rd, avail)</source>
        <translation>寄存器面板(&amp;R)（cols、ld、rd、avail）</translation>
    </message>
    <message>
        <source>The registers are 64-bit masks: they exist for N up to %1, and this board has N = %2.</source>
        <translation>寄存器是 64 位掩码：仅在 N 不超过 %1 时存在，而此棋盘的 N = %2。</translation>
    </message>
    <message>
        <source>Beside the board: the bitmask search&apos;s registers for the next empty row.</source>
        <translation>在棋盘旁显示位运算搜索在下一个空行的寄存器。</translation>
    </message>
    <message>
        <source>Above the board (optional)</source>
        <translation>显示在棋盘上方（可选）</translation>
    </message>
    <message>
        <source>Below the board (optional)</source>
        <translation>显示在棋盘下方（可选）</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>信纸（Letter）</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>图像</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>宽度(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Background:</source>
        <translation>背景(&amp;B)：</translation>
    </message>
    <message>
        <source>C&amp;oordinates:</source>
        <translation>坐标(&amp;o)：</translation>
    </message>
    <message>
        <source>&amp;Paper (PDF):</source>
        <translation>纸张(&amp;P)（PDF）：</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <source>Ca&amp;ption:</source>
        <translation>说明文字(&amp;p)：</translation>
    </message>
    <message>
        <source>No preview</source>
        <translation>无预览</translation>
    </message>
    <message>
        <source>Image copied to the clipboard (%1 × %2 pixels).</source>
        <translation>图像已复制到剪贴板（%1 × %2 像素）。</translation>
    </message>
    <message>
        <source>queens-%1</source>
        <comment>file name of an exported board; %1 is N</comment>
        <translation>%1皇后</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG vector image (*.svg)</source>
        <translation>SVG 矢量图像 (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Stopping the export; the dialog closes when it has stopped.</source>
        <translation>正在停止导出；停止后对话框将关闭。</translation>
    </message>
    <message>
        <source>Stop the export: a copy is dropped before it reaches the clipboard, a file is not written. A file whose writing has already begun is finished and kept.</source>
        <translation>停止导出：复制的图像不会放到剪贴板，文件也不会写入。已经开始写入的文件会写完并保留。</translation>
    </message>
    <message>
        <source>Width of the image in pixels, %1 to %2; the height follows from the layout. An image of %2 pixels takes 256 MiB of memory and some seconds to save. Wider images, up to %3 pixels: queenslab-cli export --size.</source>
        <translation>图像宽度（像素），%1 到 %2；高度由版面决定。%2 像素的图像占用 256 MiB 内存，保存需要几秒钟。更宽的图像（最多 %3 像素）请用 queenslab-cli export --size。</translation>
    </message>
    <message>
        <source>not enough memory for the image</source>
        <translation>内存不足，无法生成图像</translation>
    </message>
    <message>
        <source>Rendering the image (%1 × %2 pixels)…</source>
        <translation>正在绘制图像（%1 × %2 像素）……</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>正在保存 %1……</translation>
    </message>
    <message>
        <source>Copy cancelled: the clipboard is unchanged.</source>
        <translation>已取消复制：剪贴板未改变。</translation>
    </message>
    <message>
        <source>Saved %1: the cancel came after the writing had begun.</source>
        <translation>已保存 %1：取消请求在写入开始之后才到达。</translation>
    </message>
    <message>
        <source>The width must be %1 to %2 pixels.</source>
        <translation>宽度必须为 %1 到 %2 像素。</translation>
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
        <translation>未知的文件类型“%1”：请使用 %2</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>未指定文件名</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a folder</source>
        <translation>“%1”是一个文件夹</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a folder</source>
        <translation>“%1”不是文件夹</translation>
    </message>
    <message>
        <source>the folder &quot;%1&quot; does not exist</source>
        <translation>文件夹“%1”不存在</translation>
    </message>
    <message>
        <source>cannot write to the folder &quot;%1&quot;: permission denied</source>
        <translation>无法写入文件夹“%1”：权限不足</translation>
    </message>
    <message>
        <source>cannot create &quot;%1&quot;: %2</source>
        <translation>无法创建“%1”：%2</translation>
    </message>
    <message>
        <source>writing &quot;%1&quot; failed: %2</source>
        <translation>写入“%1”失败：%2</translation>
    </message>
    <message>
        <source>writing &quot;%1&quot; failed</source>
        <translation>写入“%1”失败</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not opened</source>
        <translation>“%1”尚未打开</translation>
    </message>
    <message>
        <source>could not save &quot;%1&quot;: %2</source>
        <translation>无法保存“%1”：%2</translation>
    </message>
</context>
<context>
    <name>ExportJob</name>
    <message>
        <source>The export failed.</source>
        <translation>导出失败。</translation>
    </message>
    <message>
        <source>The export failed: not enough memory for it.</source>
        <translation>导出失败：内存不足。</translation>
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
        <translation>图像宽度（像素），范围为 %1 到 %2（默认为 %3）；高度由版面布局决定。</translation>
    </message>
    <message>
        <source>Colours: light (default) or dark.</source>
        <translation>配色：light（浅色，默认）或 dark（深色）。</translation>
    </message>
    <message>
        <source>Transparent background around the board (PNG and SVG only).</source>
        <translation>棋盘周围使用透明背景（仅限 PNG 和 SVG）。</translation>
    </message>
    <message>
        <source>Hatch the empty squares a queen attacks.</source>
        <translation>用斜纹标出受皇后攻击的空格子。</translation>
    </message>
    <message>
        <source>Labels along the edges: none (default), chess (a, b, ... and 1, 2, ... from the bottom) or zero (0-based rows and columns).</source>
        <translation>沿棋盘边缘的坐标标签：none（不显示，默认）、chess（国际象棋式：a, b, ... 以及从下往上的 1, 2, ...）或 zero（行和列从 0 开始编号）。</translation>
    </message>
    <message>
        <source>Draw the bitmask registers of the next empty row beside the board.</source>
        <translation>在棋盘旁边画出下一个空行的位运算寄存器。</translation>
    </message>
    <message>
        <source>A title above the board.</source>
        <translation>棋盘上方的标题。</translation>
    </message>
    <message>
        <source>A caption below the board.</source>
        <translation>棋盘下方的说明文字。</translation>
    </message>
    <message>
        <source>PDF paper size: a4 (default) or letter.</source>
        <translation>PDF 纸张大小：a4（默认）或 letter。</translation>
    </message>
    <message>
        <source>Time each frame is shown, in milliseconds, from %1 to %2 (default %3; a GIF stores hundredths of a second).</source>
        <translation>每帧的显示时间（毫秒），范围为 %1 到 %2（默认为 %3；GIF 以百分之一秒为单位存储）。</translation>
    </message>
    <message>
        <source>The board: the 0-based column of each row, e.g. &quot;1 3 0 2&quot; (&quot;.&quot; for an empty row).</source>
        <translation>棋盘：依次给出每一行皇后所在的列（从 0 开始），例如 &quot;1 3 0 2&quot;（空行用 &quot;.&quot; 表示）。</translation>
    </message>
    <message>
        <source>The board: the K-th solution of N (1-based, in lexicographic order).</source>
        <translation>棋盘：N 的第 K 个解（从 1 开始，按字典序）。</translation>
    </message>
    <message>
        <source>The board: read from FILE, as `verify` reads it (- for standard input).</source>
        <translation>棋盘：从 FILE 读取，格式与 `verify` 相同（- 表示标准输入）。</translation>
    </message>
    <message>
        <source>Print {&quot;n&quot;,&quot;output&quot;,&quot;format&quot;,&quot;bytes&quot;} as one JSON line.</source>
        <translation>以一行 JSON 输出 {&quot;n&quot;,&quot;output&quot;,&quot;format&quot;,&quot;bytes&quot;}。</translation>
    </message>
    <message>
        <source>--output FILE is missing</source>
        <translation>缺少 --output FILE</translation>
    </message>
    <message>
        <source>--output must name a file; got &apos;%1&apos;</source>
        <translation>--output 必须指定一个文件；收到的值为“%1”</translation>
    </message>
    <message>
        <source>no board given; use --placement, --solution or --input</source>
        <translation>未指定棋盘；请使用 --placement、--solution 或 --input</translation>
    </message>
    <message>
        <source>give the board only once; got %1</source>
        <translation>棋盘只能指定一次；但同时给出了 %1</translation>
    </message>
    <message>
        <source>--size must be from %1 to %2 pixels; got &apos;%3&apos;</source>
        <translation>--size 必须在 %1 到 %2 像素之间；收到的值为“%3”</translation>
    </message>
    <message>
        <source>unknown theme &apos;%1&apos;; choose light or dark</source>
        <translation>未知主题“%1”；可选：light 或 dark</translation>
    </message>
    <message>
        <source>unknown coordinates &apos;%1&apos;; choose none, chess or zero</source>
        <translation>未知坐标样式“%1”；可选：none、chess 或 zero</translation>
    </message>
    <message>
        <source>unknown paper size &apos;%1&apos;; choose a4 or letter</source>
        <translation>未知纸张大小“%1”；可选：a4 或 letter</translation>
    </message>
    <message>
        <source>--delay must be from %1 to %2 milliseconds; got &apos;%3&apos;</source>
        <translation>--delay 必须在 %1 到 %2 毫秒之间；收到的值为“%3”</translation>
    </message>
    <message>
        <source>--solution supports N from 1 to %1; got %2</source>
        <translation>--solution 支持的 N 为 1 到 %1；收到的值为 %2</translation>
    </message>
    <message>
        <source>--solution supports K up to %1; got %2</source>
        <translation>--solution 支持的 K 最大为 %1；收到的值为 %2</translation>
    </message>
    <message>
        <source>N = %1 has no solution; --solution %2 does not exist</source>
        <translation>N = %1 时无解；--solution %2 所指的解不存在</translation>
    </message>
    <message numerus="yes">
        <source>N = %1 has %2 solution(s); --solution %3 is beyond them</source>
        <comment>%2 is at least 1</comment>
        <translation>
            <numerusform>N = %1 时只有 %2 个解；--solution %3 超出了范围</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: it is a directory</source>
        <translation>无法写入“%1”：这是一个目录</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: the directory &apos;%2&apos; does not exist</source>
        <translation>无法写入“%1”：目录“%2”不存在</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>无法写入“%1”：%2</translation>
    </message>
    <message>
        <source>cannot write frames into &apos;%1&apos;: it is a file, not a directory</source>
        <translation>无法将帧写入“%1”：它是一个文件，而不是目录</translation>
    </message>
    <message>
        <source>cannot write into &apos;%1&apos;: %2</source>
        <translation>无法在“%1”中写入：%2</translation>
    </message>
    <message>
        <source>writing &apos;%1&apos; failed</source>
        <translation>写入“%1”失败</translation>
    </message>
    <message>
        <source>interrupted; nothing was written to &apos;%1&apos;</source>
        <translation>已中断；未向“%1”写入任何内容</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: it is a folder; --output needs a file name</source>
        <translation>无法写入“%1”：它是文件夹；--output 需要一个文件名</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: &apos;%2&apos; is a file, not a directory</source>
        <translation>无法写入“%1”：“%2”是文件，不是文件夹</translation>
    </message>
    <message>
        <source>interrupted after %1; nothing was written to &apos;%2&apos;</source>
        <translation>在%1后被中断；未向“%2”写入任何内容</translation>
    </message>
    <message>
        <source>%1 must be on or off; got &apos;%2&apos;</source>
        <translation>%1 必须是 on 或 off；收到的值为“%2”</translation>
    </message>
</context>
<context>
    <name>ExportProcess</name>
    <message>
        <source>the export process stopped unexpectedly</source>
        <translation>导出进程意外终止</translation>
    </message>
    <message>
        <source>the export process failed (exit code %1)</source>
        <translation>导出进程失败（退出码 %1）</translation>
    </message>
    <message>
        <source>could not save &quot;%1&quot;: %2</source>
        <translation>无法保存“%1”：%2</translation>
    </message>
</context>
<context>
    <name>ExportProgressPanel</name>
    <message>
        <source>&amp;Cancel export</source>
        <translation>取消导出(&amp;C)</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消……</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>导出失败：%1</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation>导出已取消：未写入任何内容。</translation>
    </message>
</context>
<context>
    <name>GifWriter</name>
    <message>
        <source>Could not write the GIF: %1</source>
        <translation>无法写入 GIF：%1</translation>
    </message>
    <message>
        <source>the animation has no frames</source>
        <translation>动画没有任何帧</translation>
    </message>
    <message>
        <source>the animation was already started</source>
        <translation>动画已经开始写入</translation>
    </message>
    <message>
        <source>the file is not open for writing</source>
        <translation>文件未以写入方式打开</translation>
    </message>
    <message>
        <source>a GIF image must be 1 to %1 pixels wide and high; got %2 × %3</source>
        <translation>GIF 图像的宽度和高度必须在 1 到 %1 像素之间；收到的值为 %2 × %3</translation>
    </message>
    <message>
        <source>the animation was not started</source>
        <translation>动画尚未开始写入</translation>
    </message>
    <message>
        <source>frame %1 is %2 × %3 pixels, but the animation is %4 × %5</source>
        <translation>第 %1 帧为 %2 × %3 像素，但动画为 %4 × %5 像素</translation>
    </message>
    <message>
        <source>could not reduce a frame to 256 colours</source>
        <translation>无法将一帧缩减为 256 色</translation>
    </message>
    <message>
        <source>writing failed (is the disk full?)</source>
        <translation>写入失败（磁盘是否已满？）</translation>
    </message>
    <message>
        <source>writing failed: %1</source>
        <translation>写入失败：%1</translation>
    </message>
    <message>
        <source>not enough memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>a frame has no colour table</source>
        <translation>某一帧没有颜色表</translation>
    </message>
    <message>
        <source>a frame has more pixels than its size allows</source>
        <translation>某一帧的像素数超出了其尺寸所允许的范围</translation>
    </message>
    <message>
        <source>internal error: a descriptor was written twice</source>
        <translation>内部错误：描述符被写入了两次</translation>
    </message>
    <message>
        <source>giflib error %1 (%2)</source>
        <translation>giflib 错误 %1（%2）</translation>
    </message>
    <message>
        <source>not enough memory for a frame of %1 × %2 pixels</source>
        <translation>内存不足，无法生成 %1 × %2 像素的帧</translation>
    </message>
</context>
<context>
    <name>HandbookWindow</name>
    <message>
        <source>QueensLab Handbook</source>
        <translation>QueensLab 使用手册</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>导航</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Back to the place shown before</source>
        <translation>回到之前显示的位置</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <source>Forward again</source>
        <translation>再次前进</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>首页</translation>
    </message>
    <message>
        <source>The beginning of the handbook</source>
        <translation>手册的开头</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
</context>
<context>
    <name>HandoutCommand</name>
    <message>
        <source>write a PDF handout: solution counts and every fundamental solution of N</source>
        <translation>生成 PDF 讲义：解的个数以及 N 的所有基本解</translation>
    </message>
    <message>
        <source>Writes a printable PDF: page 1 is a table of the number of solutions (all and fundamental) for n = 1..N; the following pages show every fundamental solution of N (one per symmetry class, the lexicographically smallest member) as a small captioned board. N from 1 to %1. Exit code 0: written; 2: bad usage or input, or the write failed (e.g. a full disk). Nothing is left at the path after a failure.</source>
        <translation>生成一份可打印的 PDF：第 1 页是 n = 1..N 时解的个数表（全部解和基本解）；后面各页以带说明文字的小棋盘列出 N 的每一个基本解（每个对称类一个，即其中字典序最小的成员）。N 的范围为 1 到 %1。退出码 0：已写入；2：用法或输入有误，或写入失败（例如磁盘已满）。失败后不会在该路径留下任何文件。</translation>
    </message>
    <message>
        <source>Board size (a positive integer).</source>
        <translation>棋盘大小（正整数）。</translation>
    </message>
    <message>
        <source>The PDF file to write (its name ends in .pdf).</source>
        <translation>要写入的 PDF 文件（文件名以 .pdf 结尾）。</translation>
    </message>
    <message>
        <source>%1 of %2 boards drawn</source>
        <translation>绘制了 %2 个棋盘中的 %1 个</translation>
    </message>
    <message>
        <source>Report the progress on standard error, one line &quot;progress D/T&quot; per step (page 1, then each board; the GUI reads these lines).</source>
        <translation>在标准错误输出上报告进度，每一步一行“progress D/T”（先是第 1 页，然后是每个棋盘；图形界面读取这些行）。</translation>
    </message>
</context>
<context>
    <name>HandoutDialog</name>
    <message>
        <source>Export handout</source>
        <translation>导出讲义</translation>
    </message>
    <message>
        <source>The handout lists every fundamental solution of N (N up to %1).</source>
        <translation>讲义列出 N 的全部基本解（N 最大为 %1）。</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>信纸（Letter）</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Stop writing the handout; the partial file is removed.</source>
        <translation>停止写入讲义；未完成的文件将被删除。</translation>
    </message>
    <message>
        <source>Board size &amp;N:</source>
        <translation>棋盘大小(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>纸张(&amp;P)：</translation>
    </message>
    <message>
        <source>Pages: 1. The counts for N = 1 to %1 (N = %1 has no solution).</source>
        <translation>页数：1。列出 N = 1 到 %1 的解的个数（N = %1 无解）。</translation>
    </message>
    <message>
        <source>Pages: %L1. The counts for N = 1 to %2, then the fundamental solutions of N = %2, up to %L3 per page.</source>
        <translation>页数：%L1。先列出 N = 1 到 %2 的解的个数，再列出 N = %2 的基本解，每页最多 %L3 个。</translation>
    </message>
    <message>
        <source>queens-%1-handout</source>
        <comment>file name; %1 is N</comment>
        <translation>%1皇后-讲义</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Writing the handout for N = %1…</source>
        <translation>正在生成 N = %1 的讲义……</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>N must be 1 to %1: larger boards have too many solutions for a handout.</source>
        <translation>N 必须为 1 到 %1：更大的棋盘解太多，无法放进讲义。</translation>
    </message>
</context>
<context>
    <name>HandoutWriter</name>
    <message>
        <source>a handout can be made for n from 1 to %1; got %2</source>
        <translation>讲义支持的 n 为 1 到 %1；收到的值为 %2</translation>
    </message>
    <message>
        <source>Solutions of the N-Queens problem for n = %1</source>
        <translation>N 皇后问题的解（n = %1）</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>无法开始写入 PDF</translation>
    </message>
    <message>
        <source>internal error: %1 fundamental solutions listed, %2 counted</source>
        <translation>内部错误：列出了 %1 个基本解，但统计出 %2 个</translation>
    </message>
    <message>
        <source>a new page could not be started</source>
        <translation>无法开始新的一页</translation>
    </message>
    <message>
        <source>Fundamental solutions of n = %1: %2 to %3 of %4</source>
        <translation>n = %1 的基本解：第 %2 至 %3 个，共 %4 个</translation>
    </message>
    <message>
        <source>the PDF could not be finished</source>
        <translation>无法完成 PDF 的写入</translation>
    </message>
    <message>
        <source>Place n queens on an n × n board so that no two attack each other (no two in one row, column or diagonal). How many ways are there?</source>
        <translation>在 n × n 的棋盘上放置 n 个皇后，使任意两个皇后都不互相攻击（即任意两个皇后都不在同一行、同一列或同一条对角线上）。共有多少种放法？</translation>
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
        <translation>棋盘有八种对称变换：旋转 0°、90°、180° 和 270°，以及左右镜像、上下镜像和沿两条对角线（主对角线与副对角线）的镜像。每一种变换都把解变成解。能互相变换得到的解构成一个对称类，一个基本解代表整个对称类。一个对称类中有 8、4、2 或 1 个互不相同的解（即它的轨道大小），因此各基本解的轨道大小之和等于全部解的个数。</translation>
    </message>
    <message>
        <source>For n = %1 there is no solution at all.</source>
        <translation>n = %1 时没有任何解。</translation>
    </message>
    <message>
        <source>The only fundamental solution of n = %1 follows this page.</source>
        <translation>n = %1 唯一的基本解见下一页。</translation>
    </message>
    <message>
        <source>The %1 fundamental solutions of n = %2 follow this page.</source>
        <translation>n = %2 的 %1 个基本解见后面各页。</translation>
    </message>
    <message>
        <source>Each is its class&apos;s smallest member: the one whose columns, read from the top row down, come first in dictionary order. Under each board: its number, its orbit size, and the column of the queen in each row, from the top row down, counted from 0.</source>
        <translation>每个基本解都是其对称类中最小的成员：从最上面一行往下依次读出各行皇后所在的列，按字典序排在最前面的那个。每个棋盘下方依次标出：它的编号、它的轨道大小，以及从最上面一行往下每一行皇后所在的列（从 0 开始计数）。</translation>
    </message>
    <message>
        <source>No. %1 · orbit %2</source>
        <translation>编号 %1 · 轨道大小 %2</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
</context>
<context>
    <name>HeatMapRenderer</name>
    <message>
        <source>%1 queens: %2 in conflict</source>
        <extracomment>The heat view of a large board: how many queens it shows and how many are attacked.</extracomment>
        <translation>%1 个皇后：%2 个有冲突</translation>
    </message>
    <message>
        <source>1–%1 attacked per region</source>
        <extracomment>Heat view legend: regions whose queens are attacked, from 1 to %1 per region.</extracomment>
        <translation>每区 1–%1 个受攻击</translation>
    </message>
    <message>
        <source>attacked queens</source>
        <extracomment>Heat view legend: regions with an attacked queen.</extracomment>
        <translation>受攻击的皇后</translation>
    </message>
    <message>
        <source>no queen</source>
        <extracomment>Heat view legend: a region of the board without queens.</extracomment>
        <translation>没有皇后</translation>
    </message>
    <message>
        <source>queens, none attacked</source>
        <extracomment>Heat view legend: queens none of which is attacked (the stronger, the more queens).</extracomment>
        <translation>有皇后，均未受攻击</translation>
    </message>
</context>
<context>
    <name>HeuristicChart</name>
    <message>
        <source>h and temperature over steps</source>
        <translation>h 与温度随步数的变化</translation>
    </message>
    <message>
        <source>h over steps</source>
        <translation>h 随步数的变化</translation>
    </message>
    <message>
        <source>h (attacking pairs)</source>
        <translation>h（互相攻击的皇后对数）</translation>
    </message>
    <message>
        <source>Temperature T</source>
        <translation>温度 T</translation>
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
        <translation>标准输入</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;: it is a directory</source>
        <translation>无法读取“%1”：这是一个目录</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation>无法读取“%1”：%2</translation>
    </message>
</context>
<context>
    <name>InterruptExit</name>
    <message>
        <source>could not save &apos;%1&apos;: %2</source>
        <translation>无法保存“%1”：%2</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
</context>
<context>
    <name>LessonCommand</name>
    <message>
        <source>check a lesson file (.qlesson) or write it as a web page</source>
        <translation>检查课程文件（.qlesson），或将其写成网页</translation>
    </message>
    <message>
        <source>write the lesson as one self-contained web page that plays in any browser</source>
        <translation>把课程写成一个独立的网页，可在任何浏览器中播放</translation>
    </message>
    <message>
        <source>Writes the lesson FILE as one self-contained web page (HTML with its script and style inside, no network): the board at every step of the lesson, the marks, the captions and the pseudo-code, the narration and the questions, played forward and back with buttons and keys. The same page as the app&apos;s File &gt; Export lesson as web page. Boards up to %1 x %1; a run longer than %L2 steps keeps a window of steps around each stop. Exit code 0: written; 2: the lesson is not good or the page cannot be written; 130: interrupted.</source>
        <translation>把课程文件 FILE 写成一个独立的网页（脚本和样式都在 HTML 之内，无需联网）：课程每一步的棋盘、标记、说明文字和伪代码，以及讲解和问题，可用按钮和按键前进、后退。与程序中“文件 &gt; 将课程导出为网页”得到的网页相同。棋盘最大 %1 x %1；运行超过 %L2 步时，只保留每一站前后的一段步骤。退出码 0：已写出；2：课程有误或网页无法写出；130：已中断。</translation>
    </message>
    <message>
        <source>The page to write (.html or .htm).</source>
        <translation>要写出的网页（.html 或 .htm）。</translation>
    </message>
    <message>
        <source>The page&apos;s language: en, zh_CN or zh_TW (default: the locale&apos;s).</source>
        <translation>网页的语言：en、zh_CN 或 zh_TW（默认：系统区域设置的语言）。</translation>
    </message>
    <message>
        <source>lesson html: --output PAGE.html is required</source>
        <translation>lesson html：必须给出 --output PAGE.html</translation>
    </message>
    <message>
        <source>lesson html: unknown language &apos;%1&apos;; choose one of: %2</source>
        <translation>lesson html：未知的语言“%1”；请从以下选择：%2</translation>
    </message>
    <message>
        <source>interrupted while writing the page of %1; nothing was written</source>
        <translation>写出 %1 的网页时被中断；没有写出任何文件</translation>
    </message>
    <message>
        <source>%1: wrote %2 (%L3 KiB)</source>
        <translation>%1：已写出 %2（%L3 KiB）</translation>
    </message>
    <message>
        <source>read a lesson, replay its run and check every stop (exit 0: a good lesson)</source>
        <translation>读取课程，重放其运行并检查每一站（退出码 0：课程无误）</translation>
    </message>
    <message>
        <source>Usage: queenslab-cli lesson SUBCOMMAND FILE [options]

Lessons: a run prepared by a teacher, with stops, narration and questions (a .qlesson file).

Subcommands:
</source>
        <translation>用法：queenslab-cli lesson SUBCOMMAND FILE [options]

课程：教师预先准备好的一次运行，分为若干站，带有讲解和问题（.qlesson 文件）。

子命令：
</translation>
    </message>
    <message>
        <source>
Run &apos;queenslab-cli lesson SUBCOMMAND --help&apos; for its options.
</source>
        <translation>
运行“queenslab-cli lesson SUBCOMMAND --help”查看其选项。
</translation>
    </message>
    <message>
        <source>lesson: missing subcommand; choose one of: %1 (see &apos;queenslab-cli lesson --help&apos;)</source>
        <translation>lesson：缺少子命令；可选：%1（参见“queenslab-cli lesson --help”）</translation>
    </message>
    <message>
        <source>lesson: unknown subcommand &apos;%1&apos;; choose one of: %2</source>
        <translation>lesson：未知子命令“%1”；可选：%2</translation>
    </message>
    <message>
        <source>Reads the lesson FILE and replays its run from the start to its last stop, as the app does when it opens the lesson: every stop must be reached, every breakpoint must stop on its stop&apos;s step and every question must have an answer. Exit code 0: a good lesson (one line of summary); 2: the file cannot be read or is not a good lesson (the reason names the file); 130: interrupted (Ctrl-C).</source>
        <translation>读取课程文件 FILE，并像应用打开课程时那样，从头重放其运行直到最后一站：每一站都必须能到达，每个断点都必须正好停在所在站的步上，每个问题都必须有答案。退出码 0：课程无误（输出一行摘要）；2：文件无法读取或不是有效的课程（原因中会指明文件）；130：被中断（Ctrl-C）。</translation>
    </message>
    <message>
        <source>The lesson file (.qlesson).</source>
        <translation>课程文件（.qlesson）。</translation>
    </message>
    <message>
        <source>Print {&quot;file&quot;,&quot;title&quot;,&quot;algorithm&quot;,&quot;n&quot;,&quot;stops&quot;,&quot;replayed&quot;,&quot;ok&quot;} as one JSON line.</source>
        <translation>以一行 JSON 输出 {&quot;file&quot;,&quot;title&quot;,&quot;algorithm&quot;,&quot;n&quot;,&quot;stops&quot;,&quot;replayed&quot;,&quot;ok&quot;}。</translation>
    </message>
    <message>
        <source>interrupted after replaying %L1 of %L2 steps of %3; the lesson was not checked</source>
        <translation>重放了 %3 的 %L2 步中的 %L1 步后被中断；课程未检查完</translation>
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
            <numerusform>重放了 %L1 步</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, all reached (%3 of the %4 search, N = %5)</source>
        <translation>%1：%2，全部到达（在 %4 搜索中%3，N = %5）</translation>
    </message>
</context>
<context>
    <name>LessonController</name>
    <message>
        <source>Opening the lesson was cancelled.</source>
        <translation>已取消打开课程。</translation>
    </message>
    <message>
        <source>Going to stop %L1 as soon as the search gets there…</source>
        <translation>搜索一到达就前往第 %L1 站…</translation>
    </message>
    <message>
        <source>Step %L1</source>
        <translation>第 %L1 步</translation>
    </message>
    <message>
        <source>The breakpoint is not reached after the previous stop: the stop keeps its step.</source>
        <translation>上一站之后不会到达这个断点：本站保留原来的步数。</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <source>%1 must be &quot;in-order&quot;, &quot;mrv&quot; or &quot;mrv-degree&quot;</source>
        <translation>%1 必须是 &quot;in-order&quot;、&quot;mrv&quot; 或 &quot;mrv-degree&quot;</translation>
    </message>
    <message>
        <source>%1 must be &quot;in-order&quot; or &quot;lcv&quot;</source>
        <translation>%1 必须是 &quot;in-order&quot; 或 &quot;lcv&quot;</translation>
    </message>
    <message>
        <source>%1 must be &quot;none&quot;, &quot;fc&quot; or &quot;mac&quot;</source>
        <translation>%1 必须是 &quot;none&quot;、&quot;fc&quot; 或 &quot;mac&quot;</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>第 %1 行第 %2 列</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation>缺少 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 must be a number</source>
        <translation>%1 必须是数字</translation>
    </message>
    <message>
        <source>%1 must be a whole number</source>
        <translation>%1 必须是整数</translation>
    </message>
    <message>
        <source>%1 must be from %L2 to %L3; got %L4</source>
        <translation>%1 必须在 %L2 到 %L3 之间；实际为 %L4</translation>
    </message>
    <message>
        <source>%1 must be true or false</source>
        <translation>%1 必须是 true 或 false</translation>
    </message>
    <message>
        <source>%1 must be an object</source>
        <translation>%1 必须是对象</translation>
    </message>
    <message>
        <source>%1 must be an array</source>
        <translation>%1 必须是数组</translation>
    </message>
    <message>
        <source>%1 (%2) must be a string</source>
        <translation>%1（%2）必须是字符串</translation>
    </message>
    <message>
        <source>%1 (%2) is empty</source>
        <translation>%1（%2）为空</translation>
    </message>
    <message>
        <source>%1 (%2) is longer than %L3 characters</source>
        <translation>%1（%2）超过 %L3 个字符</translation>
    </message>
    <message>
        <source>%1 has no text in English, Simplified or Traditional Chinese</source>
        <translation>%1 没有英文、简体中文或繁体中文的文本</translation>
    </message>
    <message>
        <source>problem</source>
        <translation>问题设定</translation>
    </message>
    <message>
        <source>&quot;algorithm&quot; must be a string</source>
        <translation>&quot;algorithm&quot; 必须是字符串</translation>
    </message>
    <message>
        <source>unknown algorithm %1</source>
        <translation>未知的算法 %1</translation>
    </message>
    <message>
        <source>%1 must have %L2 entries, one per row; it has %L3</source>
        <translation>%1 必须有 %L2 项，每行一项；实际有 %L3 项</translation>
    </message>
    <message>
        <source>view</source>
        <translation>显示设置</translation>
    </message>
    <message>
        <source>%1: unknown panel %2 (known: %3)</source>
        <translation>%1：未知的面板 %2（可用：%3）</translation>
    </message>
    <message>
        <source>%1 must be a number of steps per second or &quot;max&quot;</source>
        <translation>%1 必须是每秒步数或 &quot;max&quot;</translation>
    </message>
    <message>
        <source>%1 must be from %L2 to %L3 steps per second; got %L4</source>
        <translation>%1 必须在每秒 %L2 到 %L3 步之间；实际为 %L4</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; does not apply to the %3 search</source>
        <translation>%1：&quot;%2&quot; 不适用于 %3 搜索</translation>
    </message>
    <message>
        <source>%1: unknown kind %2</source>
        <translation>%1：未知的类型 %2</translation>
    </message>
    <message>
        <source>question</source>
        <translation>提问</translation>
    </message>
    <message>
        <source>%1: unknown kind %2 (known: next-queen, choice, number)</source>
        <translation>%1：未知的类型 %2（可用：next-queen、choice、number）</translation>
    </message>
    <message>
        <source>&quot;prompt&quot; is missing</source>
        <translation>缺少 &quot;prompt&quot;</translation>
    </message>
    <message>
        <source>%1 must hold 2 to %2 answers; it holds %3</source>
        <translation>%1 必须包含 2 到 %2 个选项；实际有 %3 个</translation>
    </message>
    <message>
        <source>the question has no answer (&quot;answer&quot;: the index of the right choice)</source>
        <translation>该问题没有答案（&quot;answer&quot;：正确选项的序号）</translation>
    </message>
    <message>
        <source>the question has no answer (&quot;answer&quot;: a number)</source>
        <translation>该问题没有答案（&quot;answer&quot;：一个数）</translation>
    </message>
    <message>
        <source>&quot;tolerance&quot; must not be negative</source>
        <translation>&quot;tolerance&quot; 不能为负数</translation>
    </message>
    <message>
        <source>the lesson has no stops</source>
        <translation>课程没有任何站</translation>
    </message>
    <message>
        <source>the lesson has %L1 stops; at most %L2 are allowed</source>
        <translation>课程有 %L1 站；最多允许 %L2 站</translation>
    </message>
    <message>
        <source>stop %1</source>
        <translation>第 %1 站</translation>
    </message>
    <message>
        <source>the file is larger than %L1 MiB; a lesson is a small text file</source>
        <translation>文件大于 %L1 MiB；课程应是一个小的文本文件</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>this is a binary file, not a lesson (JSON text)</source>
        <translation>这是二进制文件，不是课程（JSON 文本）</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text, so it is not a lesson</source>
        <translation>文件不是 UTF-8 文本，因此不是课程</translation>
    </message>
    <message>
        <source>the file ends early, at %1: it looks truncated</source>
        <translation>文件在%1处提前结束：似乎被截断了</translation>
    </message>
    <message>
        <source>not valid JSON at %1 (%2)</source>
        <translation>%1处不是有效的 JSON（%2）</translation>
    </message>
    <message>
        <source>not a lesson: the file holds no JSON object</source>
        <translation>不是课程：文件中没有 JSON 对象</translation>
    </message>
    <message>
        <source>not a lesson: &quot;format&quot; is not &quot;%1&quot;</source>
        <translation>不是课程：&quot;format&quot; 不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>made by a newer QueensLab (lesson format version %1; this one reads up to version %2)</source>
        <translation>由较新版本的 QueensLab 制作（课程格式版本 %1；本程序最多读取版本 %2）</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>this is a folder, not a lesson file</source>
        <translation>这是文件夹，不是课程文件</translation>
    </message>
    <message>
        <source>cannot read it (%1)</source>
        <translation>无法读取（%1）</translation>
    </message>
    <message>
        <source>%1 must be &quot;steepest&quot;, &quot;stochastic&quot; or &quot;first-choice&quot;</source>
        <translation>%1 必须是 &quot;steepest&quot;、&quot;stochastic&quot; 或 &quot;first-choice&quot;</translation>
    </message>
</context>
<context>
    <name>LessonHost</name>
    <message>
        <source>Lessons (*.%1)</source>
        <translation>课程 (*.%1)</translation>
    </message>
    <message>
        <source>Cannot open the lesson</source>
        <translation>无法打开课程</translation>
    </message>
    <message>
        <source>L&amp;esson</source>
        <translation>课程(&amp;e)</translation>
    </message>
    <message>
        <source>Open lesson…</source>
        <translation>打开课程…</translation>
    </message>
    <message>
        <source>New lesson from the current run</source>
        <translation>用当前运行新建课程</translation>
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
        <translation>回到课程的上一站（Page Up）。</translation>
    </message>
    <message>
        <source>On to the next stop of the lesson (Page Down).</source>
        <translation>前往课程的下一站（Page Down）。</translation>
    </message>
    <message>
        <source>Add stop here</source>
        <translation>在此添加一站</translation>
    </message>
    <message>
        <source>Edit stop…</source>
        <translation>编辑本站…</translation>
    </message>
    <message>
        <source>Edit lesson…</source>
        <translation>编辑课程…</translation>
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
        <translation>删除本站</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>保存课程</translation>
    </message>
    <message>
        <source>Save lesson as…</source>
        <translation>课程另存为…</translation>
    </message>
    <message>
        <source>Save answers…</source>
        <translation>保存答案…</translation>
    </message>
    <message>
        <source>Close lesson</source>
        <translation>关闭课程</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Lesson (not saved)</source>
        <translation>课程（未保存）</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Checking the lesson… %p%</source>
        <translation>正在检查课程… %p%</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <source>Unsaved lesson</source>
        <translation>课程未保存</translation>
    </message>
    <message>
        <source>The lesson has changes that are not saved. Save them?</source>
        <translation>课程有尚未保存的修改。要保存吗？</translation>
    </message>
    <message>
        <source>A lesson is made from a search: start one first (the board shows a given position).</source>
        <translation>课程要从一次搜索建立：请先开始搜索（棋盘现在显示的是给定的局面）。</translation>
    </message>
    <message>
        <source>New lesson</source>
        <translation>新课程</translation>
    </message>
    <message>
        <source>A lesson has at most %L1 stops.</source>
        <translation>一个课程最多 %L1 站。</translation>
    </message>
    <message>
        <source>Cannot save the lesson</source>
        <translation>无法保存课程</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>Save answers</source>
        <translation>保存答案</translation>
    </message>
    <message>
        <source>Answers (*.qanswers)</source>
        <translation>答案 (*.qanswers)</translation>
    </message>
    <message>
        <source>Cannot save the answers</source>
        <translation>无法保存答案</translation>
    </message>
</context>
<context>
    <name>LessonInfoDialog</name>
    <message>
        <source>Edit lesson</source>
        <translation>编辑课程</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <source>Summary:</source>
        <translation>简介：</translation>
    </message>
    <message>
        <source>The lesson needs a title in at least one language.</source>
        <translation>课程至少需要一种语言的标题。</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>No lesson is open.</source>
        <translation>没有打开的课程。</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>作答</translation>
    </message>
    <message>
        <source>Save answers…</source>
        <translation>保存答案…</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>你的答案</translation>
    </message>
    <message>
        <source>Click the square where the search puts its next queen.</source>
        <translation>请点击搜索放置下一个皇后的格子。</translation>
    </message>
    <message>
        <source>%1 %L2. %3</source>
        <comment>answer mark, stop number, stop title</comment>
        <translation>%1 %L2. %3</translation>
    </message>
    <message>
        <source>Answered right</source>
        <translation>已答对</translation>
    </message>
    <message>
        <source>Answered wrong</source>
        <translation>已答错</translation>
    </message>
    <message>
        <source>Before the first stop: press Next stop (Page Down).</source>
        <translation>尚未到第一站：请按“下一站”（Page Down）。</translation>
    </message>
    <message>
        <source>Stop %L1 of %L2: %3</source>
        <translation>第 %L1 站（共 %L2 站）：%3</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>答对了！</translation>
    </message>
    <message>
        <source>Not quite: the answer is “%1”.</source>
        <translation>不太对：答案是“%1”。</translation>
    </message>
    <message>
        <source>Not quite: you answered %1; the answer is %2.</source>
        <translation>不太对：你答的是 %1；答案是 %2。</translation>
    </message>
    <message>
        <source>Right! The queen goes to row %1, column %2.</source>
        <translation>答对了！皇后放在第 %1 行第 %2 列。</translation>
    </message>
    <message>
        <source>Not quite: you chose row %1, column %2; the queen goes to row %3, column %4.</source>
        <translation>不太对：你选的是第 %1 行第 %2 列；皇后放在第 %3 行第 %4 列。</translation>
    </message>
    <message>
        <source>Pick an answer first.</source>
        <translation>请先选择一个答案。</translation>
    </message>
    <message>
        <source>Type a number, such as 92 or 2.5.</source>
        <translation>请输入一个数，例如 92 或 2.5。</translation>
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
        <translation>%1：它从上一站（第 %L2 步）运行到断点，所以它的步必须在其后；实际为第 %L3 步</translation>
    </message>
    <message>
        <source>%1: a next-queen question needs a board of at most %2 × %2</source>
        <translation>%1：next-queen 问题需要不大于 %2 × %2 的棋盘</translation>
    </message>
    <message>
        <source>%1: step %L2 is beyond the end of its run, which has %L3 steps</source>
        <translation>%1：第 %L2 步超出了运行的结尾，该运行只有 %L3 步</translation>
    </message>
    <message>
        <source>%1: its breakpoint, played to from step %L2, stops at step %L3, not at the stop&apos;s step %L4</source>
        <translation>%1：从第 %L2 步运行到它的断点，停在第 %L3 步，而不是本站的第 %L4 步</translation>
    </message>
    <message>
        <source>%1: its breakpoint is never hit after step %L2</source>
        <translation>%1：第 %L2 步之后再也没有遇到它的断点</translation>
    </message>
    <message>
        <source>%1: its breakpoint, played to from step %L2, is not hit by the stop&apos;s step %L3</source>
        <translation>%1：从第 %L2 步运行到它的断点，到本站的第 %L3 步时仍未遇到</translation>
    </message>
    <message>
        <source>%1: the question has no answer: no queen is placed after step %L2</source>
        <translation>%1：该问题没有答案：第 %L2 步之后不再放置皇后</translation>
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
        <translation>开头</translation>
    </message>
    <message>
        <source>End</source>
        <translation>结尾</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
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
        <translation>步数</translation>
    </message>
    <message>
        <source>Board of %1 × %1; rows and columns count from 0</source>
        <translation>%1 × %1 棋盘；行号和列号从 0 开始</translation>
    </message>
    <message>
        <source>Stops</source>
        <translation>课程站点</translation>
    </message>
    <message>
        <source>Pseudo-code</source>
        <translation>伪代码</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Queens on board</source>
        <translation>棋盘上的皇后</translation>
    </message>
    <message>
        <source>Cells tried</source>
        <translation>尝试的格子数</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>回溯次数</translation>
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
        <translation>冲突数</translation>
    </message>
    <message>
        <source>Swaps made</source>
        <translation>实际交换次数</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>重新开始次数</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>解的个数</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>你的答案</translation>
    </message>
    <message>
        <source>Click the square where the search puts its next queen.</source>
        <translation>点击搜索将放置下一个皇后的格子。</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>答对了！</translation>
    </message>
    <message>
        <source>Not quite: the answer is “%1”.</source>
        <translation>不对：正确答案是“%1”。</translation>
    </message>
    <message>
        <source>Not quite: the answer is %1.</source>
        <translation>不对：正确答案是 %1。</translation>
    </message>
    <message>
        <source>Right: the next queen goes on row %1, column %2.</source>
        <translation>答对了：下一个皇后放在第 %1 行第 %2 列。</translation>
    </message>
    <message>
        <source>Not quite: the next queen goes on row %1, column %2.</source>
        <translation>不对：下一个皇后放在第 %1 行第 %2 列。</translation>
    </message>
    <message>
        <source>Type a number.</source>
        <translation>请输入一个数。</translation>
    </message>
    <message>
        <source>Score: %1 of %2 questions right</source>
        <translation>得分：%2 题中答对 %1 题</translation>
    </message>
    <message>
        <source>Questions answered: %1 of %2</source>
        <translation>已回答：%1 / %2 题</translation>
    </message>
    <message>
        <source>Keys: → and ← step, PageDown and PageUp go to the next and previous stop, Home and End to the start and end, Space plays and pauses.</source>
        <translation>按键：→ 和 ← 单步前进和后退，PageDown 和 PageUp 转到下一站和上一站，Home 和 End 转到开头和结尾，空格键播放或暂停。</translation>
    </message>
    <message>
        <source>Made with QueensLab.</source>
        <translation>由 QueensLab 制作。</translation>
    </message>
    <message>
        <source>This page holds %1 of the %2 steps up to the last stop, those around the stops: the steps between them are left out, and playing jumps over them.</source>
        <translation>本页只保存到最后一站为止 %2 步中的 %1 步，即各站前后的步骤：其间的步骤被略去，播放时会跳过。</translation>
    </message>
    <message>
        <source>This page needs JavaScript to show the lesson.</source>
        <translation>本页需要 JavaScript 才能显示课程。</translation>
    </message>
    <message>
        <source>a web page shows boards up to %1 × %1; this lesson&apos;s board is %L2 × %L2</source>
        <translation>网页最多显示 %1 × %1 的棋盘；本课的棋盘是 %L2 × %L2</translation>
    </message>
    <message>
        <source>the page template is missing from the program</source>
        <translation>程序中缺少网页模板</translation>
    </message>
    <message>
        <source>the page could not be written</source>
        <translation>无法写入网页</translation>
    </message>
    <message>
        <source>Attacking pairs h</source>
        <translation>攻击对数 h</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>移动次数</translation>
    </message>
    <message>
        <source>Sideways moves</source>
        <translation>横向移动</translation>
    </message>
    <message>
        <source>Generations</source>
        <translation>代数</translation>
    </message>
</context>
<context>
    <name>LessonTrace</name>
    <message>
        <source>no steps to record</source>
        <translation>没有要记录的步骤</translation>
    </message>
    <message>
        <source>a board of %1 × %1 is too large: at most %2 × %2</source>
        <translation>%1 × %1 的棋盘太大：最多 %2 × %2</translation>
    </message>
    <message>
        <source>the run ends after %L1 steps, before step %L2</source>
        <translation>运行在 %L1 步后就结束了，到不了第 %L2 步</translation>
    </message>
    <message>
        <source>step %L1 has more mark colours than a page can hold</source>
        <translation>第 %L1 步的标记颜色超出了网页能容纳的数量</translation>
    </message>
</context>
<context>
    <name>LocalSearchDescriber</name>
    <message>
        <source>Cool down: the temperature is now T = %1.</source>
        <translation>降温：温度现在是 T = %1。</translation>
    </message>
    <message>
        <source>Move the queen of row %L1 from column %L2 to column %L3: h falls by %L4 to %L5.</source>
        <translation>把第 %L1 行的皇后从第 %L2 列移到第 %L3 列：h 减少 %L4，降到 %L5。</translation>
    </message>
    <message>
        <source>Sideways move: the queen of row %L1 goes from column %L2 to column %L3; h stays %L4.</source>
        <translation>横向移动：第 %L1 行的皇后从第 %L2 列移到第 %L3 列；h 保持 %L4。</translation>
    </message>
    <message>
        <source>Accept a worse board: the queen of row %L1 goes from column %L2 to column %L3; h rises by %L4 to %L5.</source>
        <translation>接受更差的棋盘：第 %L1 行的皇后从第 %L2 列移到第 %L3 列；h 增加 %L4，升到 %L5。</translation>
    </message>
    <message>
        <source>Move the queen of row %L1 from column %L2 to column %L3 (h is now %L4).</source>
        <translation>把第 %L1 行的皇后从第 %L2 列移到第 %L3 列（h 现在是 %L4）。</translation>
    </message>
    <message>
        <source>Try row %L1 → column %L2: Δh = %3, so accept with probability e^(−Δh/T) = %4 at T = %5. Accepted.</source>
        <translation>尝试第 %L1 行 → 第 %L2 列：Δh = %3，在 T = %5 时以概率 e^(−Δh/T) = %4 接受。已接受。</translation>
    </message>
    <message>
        <source>Try row %L1 → column %L2: Δh = %3, so accept with probability e^(−Δh/T) = %4 at T = %5. Rejected.</source>
        <translation>尝试第 %L1 行 → 第 %L2 列：Δh = %3，在 T = %5 时以概率 e^(−Δh/T) = %4 接受。已拒绝。</translation>
    </message>
    <message>
        <source>Try row %L1 → column %L2: Δh = %3. Accepted.</source>
        <translation>尝试第 %L1 行 → 第 %L2 列：Δh = %3。已接受。</translation>
    </message>
    <message>
        <source>Try row %L1 → column %L2: Δh = %3. Rejected.</source>
        <translation>尝试第 %L1 行 → 第 %L2 列：Δh = %3。已拒绝。</translation>
    </message>
    <message numerus="yes">
        <source>A population of %Ln board(s).</source>
        <translation>
            <numerusform>种群共有 %Ln 个棋盘。</numerusform>
        </translation>
    </message>
    <message>
        <source>Board #%L1 of the next generation: a random board, h = %L2.</source>
        <translation>下一代的棋盘 #%L1：随机棋盘，h = %L2。</translation>
    </message>
    <message>
        <source>Board #%L1 of the next generation: a successor of board #%L2, h = %L3.</source>
        <translation>下一代的棋盘 #%L1：棋盘 #%L2 的后继，h = %L3。</translation>
    </message>
    <message>
        <source>Child #%L1: rows 0 to %L2 from parent #%L3, the other rows from parent #%L4; fitness %L5.</source>
        <translation>子代 #%L1：第 0 到 %L2 行来自父代 #%L3，其余各行来自父代 #%L4；适应度 %L5。</translation>
    </message>
    <message>
        <source>Mutation: in child #%L1 the queen of row %L2 moves from column %L3 to column %L4.</source>
        <translation>变异：子代 #%L1 中第 %L2 行的皇后从第 %L3 列移到第 %L4 列。</translation>
    </message>
    <message>
        <source>Generation %L1 replaces the old one; its best board has h = %L2.</source>
        <translation>第 %L1 代取代上一代；其中最好的棋盘 h = %L2。</translation>
    </message>
    <message>
        <source>The large board shows board #%L1, the best of its generation: h = %L2.</source>
        <translation>大棋盘显示这一代中最好的棋盘 #%L1：h = %L2。</translation>
    </message>
    <message>
        <source>Stuck at a local minimum: every move would raise h, now %L1. This is how hill climbing ends, not a bug; random restarts are the cure.</source>
        <translation>困在局部极小：任何移动都会使 h（现在是 %L1）升高。爬山法本来就会这样结束，这不是程序错误；随机重新开始可以解决。</translation>
    </message>
    <message>
        <source>Stuck on a plateau: no move lowers h (now %L1) and the sideways moves allowed are used up. Allow more sideways moves, or restart.</source>
        <translation>困在高原：没有移动能降低 h（现在是 %L1），允许的横向移动也已用完。请允许更多横向移动，或重新开始。</translation>
    </message>
    <message>
        <source>Frozen: the temperature fell below its limit with h = %L1. A slower schedule (decay nearer 1) gives annealing more time.</source>
        <translation>冻结：温度降到下限以下，此时 h = %L1。降温更慢（衰减率更接近 1）能给模拟退火更多时间。</translation>
    </message>
    <message>
        <source>Stopped at the step limit with h = %L1.</source>
        <translation>达到步数上限而停止，h = %L1。</translation>
    </message>
    <message>
        <source>Gave up: the restarts allowed are used up (h = %L1).</source>
        <translation>放弃：允许的重新开始次数已用完（h = %L1）。</translation>
    </message>
</context>
<context>
    <name>LocalSearchOptionsParser</name>
    <message>
        <source>Hill climbing: steepest (the best successor, the default), stochastic (a random uphill move, likelier the steeper) or first-choice (random successors until one is better).</source>
        <translation>爬山法：steepest（最好的后继，默认）、stochastic（随机选一个上坡移动，越陡越可能被选中）或 first-choice（随机生成后继，直到有一个更好）。</translation>
    </message>
    <message>
        <source>Hill climbing: consecutive sideways moves allowed on a plateau (default 0).</source>
        <translation>爬山法：在平台上允许连续横向移动的次数（默认为 0）。</translation>
    </message>
    <message>
        <source>Hill climbing: start again from a random board when stuck.</source>
        <translation>爬山法：陷入困境时从一个随机棋盘重新开始。</translation>
    </message>
    <message>
        <source>Restarts before giving up (default 0: unlimited where a solution exists).</source>
        <translation>放弃之前的重新开始次数（默认为 0：有解时不限次数）。</translation>
    </message>
    <message>
        <source>Steps (or generations) of one attempt before it restarts or stops (default: the algorithm&apos;s own).</source>
        <translation>一次尝试在重新开始或停止之前的步数（或代数）（默认：由算法决定）。</translation>
    </message>
    <message>
        <source>Simulated annealing: the start temperature (default %1).</source>
        <translation>模拟退火：初始温度（默认为 %1）。</translation>
    </message>
    <message>
        <source>Simulated annealing: T is multiplied by X after each proposal (default %1).</source>
        <translation>模拟退火：每次提议之后 T 乘以 X（默认为 %1）。</translation>
    </message>
    <message>
        <source>Simulated annealing: the run freezes when T falls below X (default %1).</source>
        <translation>模拟退火：T 降到 X 以下时运行冻结（默认为 %1）。</translation>
    </message>
    <message>
        <source>Local beam search: boards kept per generation (default %1).</source>
        <translation>局部束搜索：每代保留的棋盘数（默认为 %1）。</translation>
    </message>
    <message>
        <source>Genetic algorithm: boards per generation (default %1).</source>
        <translation>遗传算法：每代的棋盘数（默认为 %1）。</translation>
    </message>
    <message>
        <source>Genetic algorithm: the chance that a child has one gene mutated (default %1).</source>
        <translation>遗传算法：子代有一个基因发生变异的概率（默认为 %1）。</translation>
    </message>
    <message>
        <source>%1 does not apply to %2 (it is an option of %3)</source>
        <translation>%1 不适用于 %2（它是 %3 的选项）</translation>
    </message>
    <message>
        <source>%1 applies only to %2</source>
        <translation>%1 只适用于 %2</translation>
    </message>
    <message>
        <source>--climb must be steepest, stochastic or first-choice; got &apos;%1&apos;</source>
        <translation>--climb 必须是 steepest、stochastic 或 first-choice；收到的值为“%1”</translation>
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
        <translation>随机</translation>
    </message>
    <message>
        <source>First choice</source>
        <translation>首选</translation>
    </message>
    <message>
        <source>Move to the best successor; ties are broken at random.</source>
        <translation>移到最好的后继；并列时随机选择。</translation>
    </message>
    <message>
        <source>Pick a random uphill move, the steeper ones more likely.</source>
        <translation>随机选择一个改进的移动，越陡的越可能被选中。</translation>
    </message>
    <message>
        <source>Try random successors until one is better than the current board.</source>
        <translation>随机尝试后继，直到有一个比当前棋盘更好。</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>变体(&amp;V)：</translation>
    </message>
    <message>
        <source>Side&amp;ways moves:</source>
        <translation>横向移动(&amp;w)：</translation>
    </message>
    <message>
        <source>Random &amp;restart:</source>
        <translation>随机重新开始(&amp;r)：</translation>
    </message>
    <message>
        <source>Ma&amp;x restarts:</source>
        <translation>最多重新开始(&amp;x)：</translation>
    </message>
    <message>
        <source>Start temperature T&amp;0:</source>
        <translation>初始温度 T0(&amp;0)：</translation>
    </message>
    <message>
        <source>&amp;Decay per step:</source>
        <translation>每步衰减率(&amp;D)：</translation>
    </message>
    <message>
        <source>Stop below &amp;T:</source>
        <translation>低于此 T 时停止(&amp;T)：</translation>
    </message>
    <message>
        <source>Beam width &amp;k:</source>
        <translation>束宽 k(&amp;k)：</translation>
    </message>
    <message>
        <source>Pop&amp;ulation:</source>
        <translation>种群大小(&amp;u)：</translation>
    </message>
    <message>
        <source>&amp;Mutation rate:</source>
        <translation>变异率(&amp;M)：</translation>
    </message>
    <message>
        <source>Generation l&amp;imit:</source>
        <translation>代数上限(&amp;i)：</translation>
    </message>
    <message>
        <source>Step l&amp;imit:</source>
        <translation>步数上限(&amp;i)：</translation>
    </message>
    <message>
        <source>How hill climbing chooses its next board.</source>
        <translation>爬山法如何选择下一个棋盘。</translation>
    </message>
    <message>
        <source>Consecutive moves allowed that leave h unchanged, to cross a plateau (shoulder). 0: stop on the first plateau.</source>
        <translation>允许连续进行多少次不改变 h 的横向移动，以越过高原（平肩）。0：遇到第一个高原就停止。</translation>
    </message>
    <message>
        <source>When stuck, start again from a new random board instead of stopping.</source>
        <translation>卡住时从新的随机棋盘重新开始，而不是停止。</translation>
    </message>
    <message>
        <source>Random restarts allowed before giving up (0: no limit).</source>
        <translation>放弃前允许的随机重新开始次数（0：不限）。</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Temperature at the start. A worse board (h higher by Δh) is taken with probability e^(−Δh/T): a high T accepts almost every move.</source>
        <translation>开始时的温度。更差的棋盘（h 高出 Δh）以概率 e^(−Δh/T) 被接受：T 很高时几乎接受所有移动。</translation>
    </message>
    <message>
        <source>After every proposal T is multiplied by this factor (below 1).</source>
        <translation>每次提议之后 T 乘以这个系数（小于 1）。</translation>
    </message>
    <message>
        <source>The run freezes and stops when T falls below this temperature.</source>
        <translation>T 降到此温度以下时，运行冻结并停止。</translation>
    </message>
    <message>
        <source>Boards kept in every generation: the best k of all their successors.</source>
        <translation>每一代保留的棋盘数：所有后继中最好的 k 个。</translation>
    </message>
    <message>
        <source>Boards in every generation of the genetic algorithm.</source>
        <translation>遗传算法每一代的棋盘数。</translation>
    </message>
    <message>
        <source>Chance that a child gets one queen moved to a random square of its row (0 to 1).</source>
        <translation>子代的一个皇后被移到本行随机格子的概率（0 到 1）。</translation>
    </message>
    <message>
        <source>Generations before the search gives up (0: the default).</source>
        <translation>搜索放弃之前的代数（0：默认值）。</translation>
    </message>
    <message>
        <source>Moves of one attempt before it gives up or restarts (0: the default).</source>
        <translation>一次尝试在放弃或重新开始之前的移动次数（0：默认值）。</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Exact-cover matrix</source>
        <translation>精确覆盖矩阵</translation>
    </message>
    <message>
        <source>QueensLab</source>
        <translation>QueensLab</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>全屏</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>播放控制</translation>
    </message>
    <message>
        <source>Pseudo-code</source>
        <translation>伪代码</translation>
    </message>
    <message>
        <source>The search stopped: %1</source>
        <translation>搜索已停止：%1</translation>
    </message>
    <message>
        <source>Cannot start this search: %1</source>
        <translation>无法开始这次搜索：%1</translation>
    </message>
    <message>
        <source>there is not enough memory for N = %L1.</source>
        <translation>内存不足，无法处理 N = %L1。</translation>
    </message>
    <message>
        <source>New run: %1, N = %L2.</source>
        <translation>开始新的搜索：%1，N = %L2。</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>OPEN and CLOSED</source>
        <translation>OPEN 表和 CLOSED 表</translation>
    </message>
    <message>
        <source>Show attacked squares</source>
        <translation>显示受攻击的格子</translation>
    </message>
    <message>
        <source>Hatch the empty squares a queen on the board attacks.</source>
        <translation>用斜纹标出棋盘上的皇后所攻击的空格。</translation>
    </message>
    <message>
        <source>Cannot show this board: N = %L1 is beyond this algorithm&apos;s limit.</source>
        <translation>无法显示此棋盘：N = %L1 超出了此算法的上限。</translation>
    </message>
    <message>
        <source>Showing %1 (N = %L2) from the solutions browser: step back to see the queens placed; change the problem to search again.</source>
        <translation>正在显示解集浏览器中的 %1（N = %L2）：按“上一步”可查看皇后逐个放置的过程；修改问题即可重新搜索。</translation>
    </message>
    <message>
        <source>Cannot show this board: it is not a placement of %L1 queens.</source>
        <translation>无法显示这个棋盘：它不是 %L1 个皇后的摆法。</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Handbook</source>
        <translation>使用手册(&amp;H)</translation>
    </message>
    <message>
        <source>The user guide, in the language of the window.</source>
        <translation>使用指南，语言与窗口相同。</translation>
    </message>
    <message>
        <source>&amp;About QueensLab</source>
        <translation>关于 QueensLab(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>课程(&amp;L)…</translation>
    </message>
    <message>
        <source>Show the start page with the built-in lessons.</source>
        <translation>显示开始页面和内置课程。</translation>
    </message>
    <message numerus="yes">
        <source>New run: %1, N = %L2, keeping the %n queen(s) you placed.</source>
        <translation>
            <numerusform>开始新的搜索：%1，N = %L2，保留你放置的 %n 个皇后。</numerusform>
        </translation>
    </message>
    <message>
        <source>Legend of the board&apos;s marks</source>
        <translation>棋盘标记图例</translation>
    </message>
    <message>
        <source>What each mark on the board means, for the algorithm being run.</source>
        <translation>棋盘上每种标记的含义（按当前运行的算法）。</translation>
    </message>
    <message>
        <source>Board legend</source>
        <translation>棋盘图例</translation>
    </message>
    <message>
        <source>Show h-values</source>
        <translation>显示 h 值</translation>
    </message>
    <message>
        <source>Local search: on every square, h (the attacking pairs) of the board if the queen of its row moved there; the best moves in bold.</source>
        <translation>局部搜索：在每个格子上写出该行的皇后移到这里后棋盘的 h（互相攻击的皇后对数）；最佳的走法以粗体显示。</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>种群</translation>
    </message>
</context>
<context>
    <name>OrbitView</name>
    <message>
        <source>identity</source>
        <translation>恒等</translation>
    </message>
    <message>
        <source>rotate 90°</source>
        <translation>旋转 90°</translation>
    </message>
    <message>
        <source>rotate 180°</source>
        <translation>旋转 180°</translation>
    </message>
    <message>
        <source>rotate 270°</source>
        <translation>旋转 270°</translation>
    </message>
    <message>
        <source>mirror left–right</source>
        <translation>左右镜像</translation>
    </message>
    <message>
        <source>mirror up–down</source>
        <translation>上下镜像</translation>
    </message>
    <message>
        <source>main diagonal</source>
        <translation>主对角线</translation>
    </message>
    <message>
        <source>anti-diagonal</source>
        <translation>副对角线</translation>
    </message>
    <message>
        <source>= %1</source>
        <comment>this image equals an earlier one</comment>
        <translation>= %1</translation>
    </message>
    <message>
        <source>canonical</source>
        <translation>规范代表</translation>
    </message>
    <message>
        <source>Select a solution to see its eight symmetric images.</source>
        <translation>选择一个解，即可查看它在八种对称变换下的棋盘。</translation>
    </message>
    <message numerus="yes">
        <source>orbit of %n distinct boards</source>
        <translation>
            <numerusform>轨道含 %n 个不同的棋盘</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>symmetric: only %n distinct</source>
        <translation>
            <numerusform>有对称性：仅 %n 个互不相同</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OutputSink</name>
    <message>
        <source>cannot write &apos;%1&apos;: it is a directory</source>
        <translation>无法写入“%1”：这是一个目录</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>无法写入“%1”：%2</translation>
    </message>
    <message>
        <source>cannot write the output: %1</source>
        <translation>无法写入输出：%1</translation>
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
        <translation>重置</translation>
    </message>
    <message>
        <source>Run to end</source>
        <translation>运行到结束</translation>
    </message>
    <message>
        <source>Run to first solution</source>
        <translation>运行到第一个解</translation>
    </message>
    <message>
        <source>Run to next backtrack</source>
        <translation>运行到下一次回溯</translation>
    </message>
    <message>
        <source>Run to next restart</source>
        <translation>运行到下一次重新开始</translation>
    </message>
    <message>
        <source>Faster</source>
        <comment>playback speed</comment>
        <translation>加快</translation>
    </message>
    <message>
        <source>Slower</source>
        <comment>playback speed</comment>
        <translation>减慢</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Run to next solution</source>
        <translation>运行到下一个解</translation>
    </message>
    <message>
        <source>Run to collisions ≤ %L1</source>
        <comment>a full board with at most k collisions</comment>
        <translation>运行到冲突数 ≤ %L1</translation>
    </message>
    <message numerus="yes">
        <source>Run to depth %Ln (%Ln queen(s))</source>
        <comment>k queens on the board</comment>
        <translation>
            <numerusform>运行到深度 %Ln（%Ln 个皇后）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stop when the search has placed %Ln queen(s): depth %Ln means %Ln queen(s) on the board, on rows 0 to %L1.</source>
        <comment>rows are counted from 0</comment>
        <translation>
            <numerusform>搜索放下 %Ln 个皇后时停止：深度 %Ln 表示棋盘上有 %Ln 个皇后，位于第 0 至 %L1 行。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>tool tip: an action&apos;s name, then what it does</comment>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>Run to next wipe-out</source>
        <translation>运行到下一次值域清空</translation>
    </message>
    <message>
        <source>Run to next backjump</source>
        <translation>运行到下一次回跳</translation>
    </message>
</context>
<context>
    <name>PlaybackController</name>
    <message>
        <source>The search is over: no further solution.</source>
        <translation>搜索已结束：没有更多的解。</translation>
    </message>
    <message>
        <source>Playback stopped: %1</source>
        <translation>播放已停止：%1</translation>
    </message>
    <message>
        <source>the search delivered steps that do not continue this run (%1).</source>
        <translation>搜索送来的步骤无法接续这次运行（%1）。</translation>
    </message>
    <message>
        <source>there is not enough memory.</source>
        <translation>内存不足。</translation>
    </message>
    <message>
        <source>step %1 does not fit the board (%2). Start a new run.</source>
        <translation>第 %1 步与棋盘不符（%2）。请重新开始一次运行。</translation>
    </message>
    <message>
        <source>The search is over: no further backtrack.</source>
        <translation>搜索已结束：没有更多的回溯。</translation>
    </message>
    <message>
        <source>The search is over: no further restart.</source>
        <translation>搜索已结束：没有更多的重新开始。</translation>
    </message>
    <message>
        <source>The search is over: no further placement at depth %L1.</source>
        <comment>depth = number of queens on the board</comment>
        <translation>搜索已结束：不会再在深度 %L1 放置皇后。</translation>
    </message>
    <message>
        <source>The search is over: no further full board with collisions ≤ %L1.</source>
        <comment>collisions = the attacking excess, counted per line</comment>
        <translation>搜索已结束：不会再出现冲突数 ≤ %L1 的完整棋盘。</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %Ln queen(s) placed (depth %Ln), the last on row %L1.</source>
        <comment>depth = number of queens on the board; rows are counted from 0</comment>
        <translation>
            <numerusform>已停止：已放置 %Ln 个皇后（深度 %Ln），最后一个在第 %L1 行。</numerusform>
        </translation>
    </message>
    <message>
        <source>The search is over: no further wipe-out.</source>
        <translation>搜索已结束：没有更多的值域清空。</translation>
    </message>
    <message>
        <source>The search is over: no further backjump.</source>
        <translation>搜索已结束：没有更多的回跳。</translation>
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
        <translation>种群只在 N ≤ %1 时显示。</translation>
    </message>
    <message>
        <source>No population yet: local beam search and the genetic algorithm keep several boards.</source>
        <translation>还没有种群：局部束搜索和遗传算法会同时保留多个棋盘。</translation>
    </message>
    <message>
        <source>Offspring: %1 of %2 built</source>
        <translation>子代：已生成 %1 / %2 个</translation>
    </message>
    <message>
        <source>Generation %1 (f = non-attacking pairs)</source>
        <translation>第 %1 代（f = 互不攻击的皇后对数）</translation>
    </message>
    <message>
        <source>Beam, iteration %1 (h = attacking pairs)</source>
        <translation>束搜索，第 %1 轮（h = 互相攻击的皇后对数）</translation>
    </message>
    <message numerus="yes">
        <source>(%n more not shown)</source>
        <translation>
            <numerusform>（另有 %n 个未显示）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PredictionQuiz</name>
    <message>
        <source>Score: %1 of %2.</source>
        <translation>得分：%2 题中答对 %1 题。</translation>
    </message>
    <message>
        <source>No queen is placed after this step: nothing more to predict in this run.</source>
        <translation>这一步之后不会再放置皇后：本次运行已没有可预测的内容。</translation>
    </message>
    <message>
        <source>Waiting for the search to reach its next queen...</source>
        <translation>正在等待搜索放置下一个皇后...</translation>
    </message>
    <message>
        <source>Where will the next queen go? Click its square.</source>
        <translation>下一个皇后会放在哪里？请点击它所在的格子。</translation>
    </message>
    <message>
        <source>The answer was shown before you clicked: that one does not count.</source>
        <translation>你点击之前答案已经显示出来了：这一题不计分。</translation>
    </message>
    <message>
        <source>Wait a moment: the search has not placed its next queen yet.</source>
        <translation>请稍等：搜索还没有放置下一个皇后。</translation>
    </message>
    <message>
        <source>Right! The queen goes to row %1, column %2.</source>
        <translation>答对了！皇后放在第 %1 行第 %2 列。</translation>
    </message>
    <message>
        <source>Not this time: you chose row %1, column %2; the queen goes to row %3, column %4.</source>
        <translation>这次没猜中：你选的是第 %1 行第 %2 列；皇后放在第 %3 行第 %4 列。</translation>
    </message>
    <message>
        <source>Predictions work on boards up to N = %1: choose a smaller N to play the quiz.</source>
        <translation>预测只适用于 N ≤ %1 的棋盘：请选择较小的 N 再玩预测。</translation>
    </message>
</context>
<context>
    <name>PresenterMode</name>
    <message>
        <source>P&amp;resenter Mode</source>
        <translation>演示模式(&amp;r)</translation>
    </message>
    <message>
        <source>Full screen, large fonts, high contrast and the laser pointer, for a projector</source>
        <translation>全屏、大字体、高对比度并启用激光笔，适用于投影仪</translation>
    </message>
    <message>
        <source>&amp;Dark Theme</source>
        <translation>深色主题(&amp;D)</translation>
    </message>
    <message>
        <source>Light text on a dark background</source>
        <translation>深色背景上的浅色文字</translation>
    </message>
    <message>
        <source>&amp;Colour-Blind-Safe Colours</source>
        <translation>色盲友好配色(&amp;C)</translation>
    </message>
    <message>
        <source>Colours told apart under every common colour-vision deficiency, with shapes too</source>
        <translation>在各种常见色觉缺陷下都能区分的颜色，并辅以形状区分</translation>
    </message>
    <message>
        <source>Pointer &amp;Off</source>
        <translation>关闭激光笔(&amp;O)</translation>
    </message>
    <message>
        <source>Pointer: &amp;Row</source>
        <translation>激光笔：行(&amp;R)</translation>
    </message>
    <message>
        <source>Pointer: &amp;Column</source>
        <translation>激光笔：列(&amp;C)</translation>
    </message>
    <message>
        <source>Pointer: &amp;Diagonal \</source>
        <translation>激光笔：主对角线(&amp;D) \</translation>
    </message>
    <message>
        <source>Pointer: &amp;Anti-Diagonal /</source>
        <translation>激光笔：副对角线(&amp;A) /</translation>
    </message>
    <message>
        <source>Pointer: &amp;Queen Lines</source>
        <translation>激光笔：皇后攻击线(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Presenter</source>
        <translation>演示(&amp;P)</translation>
    </message>
</context>
<context>
    <name>ProblemPanel</name>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>All solutions</source>
        <translation>所有解</translation>
    </message>
    <message>
        <source>First solution</source>
        <translation>第一个解</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>算法(&amp;A)：</translation>
    </message>
    <message>
        <source>Board size &amp;N:</source>
        <translation>棋盘大小(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>查找(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>种子(&amp;S)：</translation>
    </message>
    <message>
        <source>%1 animates N from 1 to %L2: every step is kept for replay, and larger boards need too much memory. The command line (queenslab-cli solve) goes up to N = %L3.</source>
        <translation>%1 的动画支持的 N 为 1 到 %L2：每一步都要保存以便回放，更大的棋盘需要太多内存。命令行（queenslab-cli solve）最多可到 N = %L3。</translation>
    </message>
    <message>
        <source>%1 supports N up to %L2: N was set to %L2.</source>
        <translation>%1 最多支持 N = %L2：N 已设为 %L2。</translation>
    </message>
    <message>
        <source>%1 N stays %L2.</source>
        <comment>%1 is the sentence about the limit of N</comment>
        <translation>%1 N 仍为 %L2。</translation>
    </message>
    <message>
        <source>The seed must be a whole number of up to 19 digits; it stays %1.</source>
        <translation>种子必须是不超过 19 位的非负整数；仍使用 %1。</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>新种子</translation>
    </message>
    <message>
        <source>Stop at the first solution, or go on to find them all.</source>
        <translation>在第一个解处停止，或继续找出所有解。</translation>
    </message>
    <message>
        <source>New seed: %1.</source>
        <translation>新种子：%1。</translation>
    </message>
    <message>
        <source>%1 supports N from 1 to %L2. Every step is kept for replay: the largest boards need up to about %L3 GiB of memory.</source>
        <extracomment>%1 is the algorithm&apos;s name, %L2 the largest N, %L3 the memory budget in GiB.</extracomment>
        <translation>%1 支持的 N 为 1 到 %L2。每一步都会保存以便重播：最大的棋盘需要约 %L3 GiB 内存。</translation>
    </message>
    <message numerus="yes">
        <source>%n queen(s) given.</source>
        <translation>
            <numerusform>已给定 %n 个皇后。</numerusform>
        </translation>
    </message>
    <message>
        <source>At most %L1 swaps per restart.</source>
        <translation>每次重新开始最多交换 %L1 次。</translation>
    </message>
    <message>
        <source>At most %L1 restarts.</source>
        <translation>最多重新开始 %L1 次。</translation>
    </message>
    <message>
        <source>Random seed of the search: the same seed replays the same run.</source>
        <translation>搜索的随机种子：相同的种子会重现相同的运行过程。</translation>
    </message>
    <message>
        <source>Draw a random seed and start a new run.</source>
        <translation>随机抽取一个种子，开始一次新的运行。</translation>
    </message>
    <message>
        <source>%1 stops at the first solution it reaches.</source>
        <translation>%1 在得到第一个解时停止。</translation>
    </message>
</context>
<context>
    <name>Pseudocode</name>
    <message>
        <source>      infer: forward checking prunes what it attacks; MAC adds AC-3</source>
        <translation>      推理: 前向检验删去它攻击的格子; MAC 再执行 AC-3</translation>
    </message>
    <message>
        <source>        row &lt;- queens in node; for col &lt;- n-1 down to 0:</source>
        <translation>        row &lt;- node 中的皇后数; for col &lt;- n-1 down to 0:</translation>
    </message>
    <message>
        <source>for limit &lt;- 1, 2, ..., n (stop after a pass that cuts nothing off):</source>
        <translation>for limit &lt;- 1, 2, ..., n (某一轮没有截断任何节点时停止):</translation>
    </message>
    <message>
        <source>        node &lt;- pop the top of OPEN; CLOSED &lt;- CLOSED + {node}</source>
        <translation>        node &lt;- 弹出 OPEN 的栈顶; CLOSED &lt;- CLOSED + {node}</translation>
    </message>
    <message>
        <source>solve():   # Algorithm X with dancing links</source>
        <translation>solve():   # 舞蹈链上的 X 算法</translation>
    </message>
    <message>
        <source>  if no primary item is left: report solution</source>
        <translation>  if 没有剩下的主要项: 输出一个解</translation>
    </message>
    <message>
        <source>  i = the primary item with the fewest options</source>
        <translation>  i = 候选最少的主要项</translation>
    </message>
    <message>
        <source>  cover(i)</source>
        <translation>  cover(i)</translation>
    </message>
    <message>
        <source>  for each option x in the list of i:</source>
        <translation>  for i 的链表中的每个候选 x:</translation>
    </message>
    <message>
        <source>    place the queen of x</source>
        <translation>    放下 x 的皇后</translation>
    </message>
    <message>
        <source>    cover(j) for each other item j of x</source>
        <translation>    对 x 的其余每个项 j: cover(j)</translation>
    </message>
    <message>
        <source>    solve()</source>
        <translation>    solve()</translation>
    </message>
    <message>
        <source>    uncover(j) for each other item j of x, in reverse</source>
        <translation>    按相反顺序对 x 的其余每个项 j: uncover(j)</translation>
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
        <translation>cover(i): 摘下 i，并把 i 的每个候选从其余项中摘下</translation>
    </message>
    <message>
        <source>uncover(i): relink in exactly the reverse order</source>
        <translation>uncover(i): 严格按相反顺序重新链接</translation>
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
        <translation>    if safe(row, col):   # 扫描 record[0 .. row-1]</translation>
    </message>
    <message>
        <source>      record[row] = col   # place the queen</source>
        <translation>      record[row] = col   # 放置皇后</translation>
    </message>
    <message>
        <source>      if row == n-1: report solution</source>
        <translation>      if row == n-1: 输出一个解</translation>
    </message>
    <message>
        <source>      else: solve(row + 1)</source>
        <translation>      else: solve(row + 1)</translation>
    </message>
    <message>
        <source>      remove the queen from row   # backtrack</source>
        <translation>      移走第 row 行的皇后   # 回溯</translation>
    </message>
    <message>
        <source>done</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>build a random permutation, conflict-free prefix</source>
        <translation>构造一个随机排列，前缀无冲突</translation>
    </message>
    <message>
        <source>for each attacked queen i:</source>
        <translation>for 每个受攻击的皇后 i:</translation>
    </message>
    <message>
        <source>    pick a random row j != i</source>
        <translation>    随机选一行 j != i</translation>
    </message>
    <message>
        <source>    delta = collisions after swap(i, j) - before</source>
        <translation>    delta = swap(i, j) 之后的冲突数 - 之前的冲突数</translation>
    </message>
    <message>
        <source>    if delta &lt; 0:   # accept, else reject</source>
        <translation>    if delta &lt; 0:   # 接受，否则拒绝</translation>
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
        <translation>    if steps &gt; limit: 清空棋盘，重新开始</translation>
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
        <translation>    最陡上升: next = 最好的后继之一（并列时随机选）</translation>
    </message>
    <message>
        <source>    stochastic: next = a random downhill successor, odds ~ drop</source>
        <translation>    随机爬山: next = 随机的下降后继，概率正比于 h 的降幅</translation>
    </message>
    <message>
        <source>    first choice: try random successors until one lowers h</source>
        <translation>    首选爬山: 随机尝试后继，直到有一个使 h 下降</translation>
    </message>
    <message>
        <source>    if h(next) &lt; h(current): current = next; sideways = 0</source>
        <translation>    if h(next) &lt; h(current): current = next; sideways = 0</translation>
    </message>
    <message>
        <source>    elif h(next) == h(current) and sideways &lt; limit: move, sideways += 1</source>
        <translation>    elif h(next) == h(current) and sideways &lt; limit: 横向移动, sideways += 1</translation>
    </message>
    <message>
        <source>    else: stuck   # local minimum, plateau or step limit</source>
        <translation>    else: 卡住   # 局部极小、高原或步数上限</translation>
    </message>
    <message>
        <source>        if random restart: current = a random board</source>
        <translation>        if 随机重启: current = 随机棋盘</translation>
    </message>
    <message>
        <source>        else: return current</source>
        <translation>        else: return current</translation>
    </message>
    <message>
        <source>current = greedy start: each row on a least-conflicted column</source>
        <translation>current = 贪心初始：每行的皇后放在冲突最少的列</translation>
    </message>
    <message>
        <source>for step = 1 to max_steps:</source>
        <translation>for step = 1 to max_steps:</translation>
    </message>
    <message>
        <source>    row = a random conflicted queen&apos;s row</source>
        <translation>    row = 随机选一个有冲突的皇后所在的行</translation>
    </message>
    <message>
        <source>    col = the column of row with fewest conflicts (ties at random)</source>
        <translation>    col = 第 row 行中冲突最少的列（并列时随机选）</translation>
    </message>
    <message>
        <source>    move the queen of row to col</source>
        <translation>    把第 row 行的皇后移到第 col 列</translation>
    </message>
    <message>
        <source>clear the board and start again (until max_restarts)</source>
        <translation>清空棋盘，重新开始（最多 max_restarts 次）</translation>
    </message>
    <message>
        <source>current = a random board, one queen per row</source>
        <translation>current = 随机棋盘，每行一个皇后</translation>
    </message>
    <message>
        <source>for t = 0, 1, 2, ...:</source>
        <translation>for t = 0, 1, 2, ...:</translation>
    </message>
    <message>
        <source>    if t == step limit: stop</source>
        <translation>    if t == 步数上限: 停止</translation>
    </message>
    <message>
        <source>    T = t0 * decay^t   # cool down</source>
        <translation>    T = t0 * decay^t   # 降温</translation>
    </message>
    <message>
        <source>    if T &lt; tMin: stop   # frozen</source>
        <translation>    if T &lt; tMin: 停止   # 温度过低，已冻结</translation>
    </message>
    <message>
        <source>    next = current with a random queen moved in its row</source>
        <translation>    next = current 中随机一个皇后在本行内移动后的棋盘</translation>
    </message>
    <message>
        <source>    dh = h(next) - h(current)</source>
        <translation>    dh = h(next) - h(current)</translation>
    </message>
    <message>
        <source>    if dh &lt;= 0 or random() &lt; e^(-dh/T):   # accept, else reject</source>
        <translation>    if dh &lt;= 0 or random() &lt; e^(-dh/T):   # 按接受概率接受，否则拒绝</translation>
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
        <translation>    if row == n-1:   # 棋盘已满：每行、每列各一个皇后</translation>
    </message>
    <message>
        <source>      for i in 1 .. n-1, for j in 0 .. i-1:</source>
        <translation>      for i in 1 .. n-1, for j in 0 .. i-1:</translation>
    </message>
    <message>
        <source>        if |record[i] - record[j]| == i - j: reject the board</source>
        <translation>        if |record[i] - record[j]| == i - j: 舍弃这个棋盘</translation>
    </message>
    <message>
        <source>      if no pair shares a diagonal: report solution</source>
        <translation>      if 没有两个皇后在同一条对角线上: 输出一个解</translation>
    </message>
    <message>
        <source>    else: permute(row + 1)</source>
        <translation>    else: permute(row + 1)</translation>
    </message>
    <message>
        <source>    used[col] = false; remove the queen   # next permutation</source>
        <translation>    used[col] = false; 移走皇后   # 下一个排列</translation>
    </message>
    <message>
        <source>  limit = n</source>
        <translation>  limit = n</translation>
    </message>
    <message>
        <source>  if row == 0: limit = (n+1) / 2   # left half; odd n: up to the middle</source>
        <translation>  if row == 0: limit = (n+1) / 2   # 左半边；n 为奇数时含中间列</translation>
    </message>
    <message>
        <source>  if row == 1 and n is odd and record[0] == n/2: limit = n/2</source>
        <translation>  if row == 1 and n 为奇数 and record[0] == n/2: limit = n/2</translation>
    </message>
    <message>
        <source>  for col in 0 .. limit-1:</source>
        <translation>  for col in 0 .. limit-1:</translation>
    </message>
    <message>
        <source>        if n &gt; 1: report its mirror image (col -&gt; n-1-col)</source>
        <translation>        if n &gt; 1: 输出它的镜像解 (col -&gt; n-1-col)</translation>
    </message>
    <message>
        <source>  skip columns limit .. n-1   # mirrors of boards already searched</source>
        <translation>  跳过列 limit .. n-1   # 已搜索棋盘的镜像</translation>
    </message>
    <message>
        <source>OPEN &lt;- [empty board]; CLOSED &lt;- {}</source>
        <translation>OPEN &lt;- [空棋盘]; CLOSED &lt;- {}</translation>
    </message>
    <message>
        <source>while OPEN is not empty:</source>
        <translation>while OPEN 非空:</translation>
    </message>
    <message>
        <source>    node &lt;- take the front of OPEN (queue: first in, first out)</source>
        <translation>    node &lt;- 取出 OPEN 的队首 (队列：先进先出)</translation>
    </message>
    <message>
        <source>    CLOSED &lt;- CLOSED + {node}</source>
        <translation>    CLOSED &lt;- CLOSED + {node}</translation>
    </message>
    <message>
        <source>    show node on the board</source>
        <translation>    在棋盘上显示 node</translation>
    </message>
    <message>
        <source>    if node has n queens: report solution; continue</source>
        <translation>    if node 有 n 个皇后: 输出一个解; continue</translation>
    </message>
    <message>
        <source>    row &lt;- number of queens in node</source>
        <translation>    row &lt;- node 中的皇后数</translation>
    </message>
    <message>
        <source>    for col &lt;- 0 to n-1:</source>
        <translation>    for col &lt;- 0 to n-1:</translation>
    </message>
    <message>
        <source>        if a queen of node attacks (row, col): reject</source>
        <translation>        if node 中有皇后攻击 (row, col): 舍弃</translation>
    </message>
    <message>
        <source>        else append node + (row, col) to the back of OPEN</source>
        <translation>        else 把 node + (row, col) 加到 OPEN 的队尾</translation>
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
        <translation>    if row == n: 输出一个解; return</translation>
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
        <translation>solve(0, 0, 0, 0); 结束</translation>
    </message>
    <message>
        <source>    node &lt;- pop the top of OPEN (stack: last in, first out)</source>
        <translation>    node &lt;- 弹出 OPEN 的栈顶 (栈：后进先出)</translation>
    </message>
    <message>
        <source>    for col &lt;- n-1 down to 0:</source>
        <translation>    for col &lt;- n-1 down to 0:</translation>
    </message>
    <message>
        <source>        else push node + (row, col) on top of OPEN</source>
        <translation>        else 把 node + (row, col) 压入 OPEN 的栈顶</translation>
    </message>
    <message>
        <source>boards = k random boards, one queen per row</source>
        <translation>boards = k 个随机棋盘，每行一个皇后</translation>
    </message>
    <message>
        <source>for each generation:</source>
        <translation>对每一代：</translation>
    </message>
    <message>
        <source>    show the best board (fewest attacking pairs h)</source>
        <translation>    显示最好的棋盘（互相攻击的皇后对数 h 最少）</translation>
    </message>
    <message>
        <source>    if h == 0: solution, stop</source>
        <translation>    if h == 0: 得到解，停止</translation>
    </message>
    <message>
        <source>    if generations == limit: stop</source>
        <translation>    if 代数 == 上限: 停止</translation>
    </message>
    <message>
        <source>    successors = all moves within a row, of all k boards</source>
        <translation>    successors = 全部 k 个棋盘的所有行内移动</translation>
    </message>
    <message>
        <source>    keep the k best distinct successors (ties at random)</source>
        <translation>    保留 k 个最好的不同后继（同分时随机取舍）</translation>
    </message>
    <message>
        <source>    boards = the kept successors</source>
        <translation>    boards = 保留的后继</translation>
    </message>
    <message>
        <source>population = P random boards, one queen per row</source>
        <translation>population = P 个随机棋盘，每行一个皇后</translation>
    </message>
    <message>
        <source>    show the fittest board (most non-attacking pairs)</source>
        <translation>    显示适应度最高的棋盘（互不攻击的皇后对最多）</translation>
    </message>
    <message>
        <source>    if no two queens attack: solution, stop</source>
        <translation>    if 没有两个皇后互相攻击: 得到解，停止</translation>
    </message>
    <message>
        <source>    repeat P times:</source>
        <translation>    重复 P 次：</translation>
    </message>
    <message>
        <source>        x, y = two parents drawn with probability ~ fitness</source>
        <translation>        x, y = 按与适应度成正比的概率抽取两个亲代</translation>
    </message>
    <message>
        <source>        child = rows [0, c) of x + rows [c, n) of y, random c</source>
        <translation>        child = x 的第 [0, c) 行 + y 的第 [c, n) 行，c 随机（交叉）</translation>
    </message>
    <message>
        <source>        with probability p: one queen to another column</source>
        <translation>        以概率 p 变异: 一个皇后移到另一列</translation>
    </message>
    <message>
        <source>    population = the P children</source>
        <translation>    population = 这 P 个子代</translation>
    </message>
    <message>
        <source>    OPEN &lt;- [empty board]; CLOSED &lt;- {}</source>
        <translation>    OPEN &lt;- [空棋盘]; CLOSED &lt;- {}</translation>
    </message>
    <message>
        <source>    while OPEN is not empty:</source>
        <translation>    while OPEN 非空:</translation>
    </message>
    <message>
        <source>        show node on the board</source>
        <translation>        在棋盘上显示 node</translation>
    </message>
    <message>
        <source>        if node has n queens: report solution; continue</source>
        <translation>        if node 有 n 个皇后: 输出一个解; continue</translation>
    </message>
    <message>
        <source>        if node has limit queens: cut off, do not expand; continue</source>
        <translation>        if node 有 limit 个皇后: 截断，不扩展; continue</translation>
    </message>
    <message>
        <source>            if a queen of node attacks (row, col): reject</source>
        <translation>            if node 中有皇后攻击 (row, col): 舍弃</translation>
    </message>
    <message>
        <source>            else push node + (row, col) on top of OPEN</source>
        <translation>            else 把 node + (row, col) 压入 OPEN 的栈顶</translation>
    </message>
    <message>
        <source>  row = select-unassigned-variable()   # MRV, degree</source>
        <translation>  row = select-unassigned-variable()   # 最少剩余值, 度</translation>
    </message>
    <message>
        <source>  for col in order-domain-values(row):   # LCV</source>
        <translation>  for col in order-domain-values(row):   # 最少约束值</translation>
    </message>
    <message>
        <source>    if col is consistent: place the queen at (row, col)</source>
        <translation>    if col 与已放置的皇后相容: 在 (row, col) 放置皇后</translation>
    </message>
    <message>
        <source>      if no domain was wiped out: backtrack(assignment)</source>
        <translation>      if 没有值域被清空: backtrack(assignment)</translation>
    </message>
    <message>
        <source>backtrack(assignment):</source>
        <translation>backtrack(assignment):</translation>
    </message>
    <message>
        <source>  if every row has a queen: report solution</source>
        <translation>  if 每一行都有皇后: 输出一个解</translation>
    </message>
    <message>
        <source>      restore the pruned values; remove the queen</source>
        <translation>      恢复被删去的值; 移走皇后</translation>
    </message>
    <message>
        <source>  backjump to the latest row of the conflict set</source>
        <translation>  回跳到冲突集中最近赋值的行</translation>
    </message>
    <message>
        <source>  too many backtracks: restart from the empty board</source>
        <translation>  回溯次数超过预算: 从空棋盘重新开始</translation>
    </message>
</context>
<context>
    <name>PuzzleController</name>
    <message>
        <source>Puzzle on %1 x %1: put a queen in every row so that no two attack each other. Click a square to place one.</source>
        <translation>谜题（%1 x %1）：每行放一个皇后，使任意两个皇后都不互相攻击。点击格子放置皇后。</translation>
    </message>
    <message>
        <source>The board is empty again.</source>
        <translation>棋盘已清空。</translation>
    </message>
    <message>
        <source>along column %1</source>
        <translation>沿第 %1 列</translation>
    </message>
    <message>
        <source>along a diagonal (\)</source>
        <translation>沿对角线（\）</translation>
    </message>
    <message>
        <source>along a diagonal (/)</source>
        <translation>沿反对角线（/）</translation>
    </message>
    <message>
        <source>The queens at (%1, %2) and (%3, %4) attack each other %5.</source>
        <extracomment>%1..%4: 0-based row and column of two queens; %5: &quot;along column 2&quot;, &quot;along a diagonal ()&quot;</extracomment>
        <translation>位于 (%1, %2) 和 (%3, %4) 的两个皇后%5互相攻击。</translation>
    </message>
    <message>
        <source>Queen on row %1, column %2: no conflicts, %3 of %4 queens placed.</source>
        <translation>皇后已放在第 %1 行第 %2 列：没有冲突，%4 个皇后中已放置 %3 个。</translation>
    </message>
    <message>
        <source>Queen taken off: no conflicts, %1 of %2 queens placed.</source>
        <translation>已移走皇后：没有冲突，%2 个皇后中已放置 %1 个。</translation>
    </message>
    <message>
        <source>Solved! Every row has its queen and no two queens attack each other.</source>
        <translation>解出来了！每行都有皇后，且任意两个皇后都不互相攻击。</translation>
    </message>
    <message>
        <source>Not a solution: %1</source>
        <translation>不是解：%1</translation>
    </message>
    <message>
        <source>In all, %1 pairs of queens attack each other.</source>
        <translation>共有 %1 对皇后互相攻击。</translation>
    </message>
    <message>
        <source>Not a solution yet: no two queens attack each other, but only %1 of %2 queens are placed.</source>
        <translation>还不是解：没有皇后互相攻击，但 %2 个皇后中只放置了 %1 个。</translation>
    </message>
    <message>
        <source>Try row %1, column %2: it is safe and a solution goes through it.</source>
        <translation>试试第 %1 行第 %2 列：这个格子是安全的，而且有解经过它。</translation>
    </message>
    <message>
        <source>Nothing left to do: the board is already a solution.</source>
        <translation>无需再做什么：棋盘已经是一个解。</translation>
    </message>
    <message>
        <source>Move or remove one of them first.</source>
        <translation>请先移动或移走其中一个。</translation>
    </message>
    <message>
        <source>Dead end: every square of row %1 is attacked.</source>
        <translation>死路：第 %1 行的每个格子都受到攻击。</translation>
    </message>
    <message>
        <source>Move or remove a queen.</source>
        <translation>请移动或移走一个皇后。</translation>
    </message>
    <message>
        <source>Dead end: no solution keeps these queens (the solver tried 1 placement).</source>
        <translation>死路：保留这些皇后不可能得到解（求解器尝试了 1 种摆放）。</translation>
    </message>
    <message>
        <source>Dead end: no solution keeps these queens (the solver tried %L1 placements).</source>
        <translation>死路：保留这些皇后不可能得到解（求解器尝试了 %L1 种摆放）。</translation>
    </message>
    <message>
        <source>symmetric search needs an empty board: it searches half of the first row and mirrors what it finds.</source>
        <translation>对称搜索需要空棋盘：它只搜索第一行的一半，再把找到的解镜像。</translation>
    </message>
    <message>
        <source>min-conflicts may only move the free queens, and no solution keeps the queens you placed.</source>
        <translation>最小冲突搜索只能移动未固定的皇后，而保留你放置的皇后不可能得到解。</translation>
    </message>
    <message>
        <source>two of your queens attack each other, and min-conflicts may not move them.</source>
        <translation>你放置的皇后中有两个互相攻击，而最小冲突搜索不能移动它们。</translation>
    </message>
    <message>
        <source>%1 cannot start from this board: %2</source>
        <translation>%1 无法从这个棋盘开始：%2</translation>
    </message>
    <message>
        <source>%1 searches from the empty board.</source>
        <translation>%1 从空棋盘开始搜索。</translation>
    </message>
    <message>
        <source>%1 searches on from your queen.</source>
        <translation>%1 从你放置的皇后开始继续搜索。</translation>
    </message>
    <message>
        <source>%1 searches on from your %2 queens.</source>
        <translation>%1 从你放置的 %2 个皇后开始继续搜索。</translation>
    </message>
    <message>
        <source>The solver gave up after %L1 placements: no hint this time.</source>
        <translation>求解器放置了 %L1 次后放弃：这次没有提示。</translation>
    </message>
    <message>
        <source>it starts from random boards, so it cannot keep the queens you placed.</source>
        <translation>它从随机棋盘出发，所以无法保留你放置的皇后。</translation>
    </message>
</context>
<context>
    <name>PuzzlePanel</name>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Say whether the board is a solution (key C)</source>
        <translation>判断棋盘是否为一个解（C 键）</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Ask the solver for a safe square on a solution (key H)</source>
        <translation>请求解器给出一个位于某个解上的安全格子（H 键）</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Take every queen off the board</source>
        <translation>移走棋盘上的所有皇后</translation>
    </message>
    <message>
        <source>Start search from here</source>
        <translation>从这里开始搜索</translation>
    </message>
    <message>
        <source>Run the chosen algorithm with your queens kept where they are; it searches the empty rows</source>
        <translation>运行所选算法，保持你放置的皇后不动；算法只搜索空行</translation>
    </message>
    <message>
        <source>Click a square to put a queen there, move its row&apos;s queen there, or take it off. Keys: arrows move the dashed cursor, Space or Enter toggles a queen, Delete removes the row&apos;s queen, H asks for a hint, C checks. Squares are (row, column), counted from 0. Hatched squares are attacked; an X marks a queen under attack.</source>
        <translation>点击一个格子即可在那里放置皇后、把该行的皇后移到那里，或把它移走。按键：方向键移动虚线光标，空格键或 Enter 键放置或移走皇后，Delete 键移走该行的皇后，H 键请求提示，C 键检查。格子以 (行, 列) 表示，从 0 开始计数。带斜纹的格子受到攻击；X 标记受攻击的皇后。</translation>
    </message>
</context>
<context>
    <name>QuizVerdictOverlay</name>
    <message>
        <source>Right!</source>
        <translation>答对了！</translation>
    </message>
    <message>
        <source>Not quite</source>
        <translation>没猜中</translation>
    </message>
    <message>
        <source>Next queen: row %1, column %2</source>
        <translation>下一个皇后：第 %1 行第 %2 列</translation>
    </message>
    <message>
        <source>Your guess: row %1, column %2</source>
        <translation>你的猜测：第 %1 行第 %2 列</translation>
    </message>
</context>
<context>
    <name>RegisterPainter</name>
    <message>
        <source>All rows placed</source>
        <translation>每一行都已放置皇后</translation>
    </message>
    <message>
        <source>Registers of row %1</source>
        <translation>第 %1 行的寄存器</translation>
    </message>
    <message>
        <source>bit c = column c</source>
        <translation>第 c 位 = 第 c 列</translation>
    </message>
</context>
<context>
    <name>RegisterView</name>
    <message>
        <source>No registers to show</source>
        <translation>没有可显示的寄存器</translation>
    </message>
    <message>
        <source>The registers belong to the bitmask search, N from 1 to 64.</source>
        <translation>寄存器只属于位运算回溯，N 为 1 到 64。</translation>
    </message>
    <message>
        <source>bit c = column c</source>
        <comment>register cells are in board order</comment>
        <translation>第 c 位 = 第 c 列</translation>
    </message>
    <message>
        <source>Registers</source>
        <translation>寄存器</translation>
    </message>
    <message>
        <source>Registers of row %L1 (every row has a queen)</source>
        <translation>第 %L1 行的寄存器（每行都有皇后）</translation>
    </message>
    <message>
        <source>Registers of row %L1</source>
        <translation>第 %L1 行的寄存器</translation>
    </message>
    <message>
        <source>(row %L1)</source>
        <translation>（第 %L1 行）</translation>
    </message>
    <message>
        <source>not computed yet</source>
        <translation>尚未计算</translation>
    </message>
    <message>
        <source>restored: row %L1&apos;s value</source>
        <comment>a bitmask register went back to the value it had for this row</comment>
        <translation>已恢复为第 %L1 行时的值</translation>
    </message>
    <message>
        <source>columns that hold a queen</source>
        <translation>已有皇后的列</translation>
    </message>
    <message>
        <source>columns attacked along a \ diagonal</source>
        <translation>受对角线（\）攻击的列</translation>
    </message>
    <message>
        <source>columns attacked along a / diagonal</source>
        <translation>受反对角线（/）攻击的列</translation>
    </message>
    <message>
        <source>free columns of the row</source>
        <translation>该行的空闲列</translation>
    </message>
    <message>
        <source>the column being tried</source>
        <translation>正在尝试的列</translation>
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
        <translation>%1 小时 %2 分</translation>
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
        <translation>() 空棋盘</translation>
    </message>
    <message>
        <source>%1   %2</source>
        <comment>tuple, then its label</comment>
        <translation>%1   %2</translation>
    </message>
    <message>
        <source>CLOSED: nodes already expanded</source>
        <translation>CLOSED 表：已扩展的节点</translation>
    </message>
    <message>
        <source>A tuple lists the column of the queen in rows 0, 1, 2, …; column 0 is on the left, as on the board.</source>
        <translation>元组依次列出第 0、1、2、… 行皇后所在的列；第 0 列在左边，与棋盘一致。</translation>
    </message>
    <message>
        <source>OPEN: nodes waiting</source>
        <translation>OPEN 表：等待中的节点</translation>
    </message>
    <message>
        <source>No depth-first or breadth-first search is running.</source>
        <translation>当前没有运行深度优先或广度优先搜索。</translation>
    </message>
    <message>
        <source>OPEN and CLOSED lists belong to the depth-first and breadth-first graph searches.</source>
        <translation>OPEN 表和 CLOSED 表只属于深度优先和广度优先图搜索。</translation>
    </message>
    <message>
        <source>OPEN: nodes waiting (a stack)</source>
        <translation>OPEN 表：等待中的节点（栈）</translation>
    </message>
    <message>
        <source>OPEN: nodes waiting (a queue)</source>
        <translation>OPEN 表：等待中的节点（队列）</translation>
    </message>
    <message>
        <source>The contents of OPEN could not be rebuilt from the recorded events (%1), so only the sizes are shown.</source>
        <translation>无法根据已记录的事件重建 OPEN 表的内容（%1），因此只显示大小。</translation>
    </message>
    <message>
        <source>Going back to step %1 needs nodes this view no longer keeps, so only the sizes of OPEN and CLOSED are shown here.</source>
        <translation>回到第 %1 步需要本视图已不再保存的节点，因此这里只显示 OPEN 表和 CLOSED 表的大小。</translation>
    </message>
    <message>
        <source>The events needed to rebuild OPEN at step %1 were dropped to keep the timeline within its memory bound, so only the sizes of OPEN and CLOSED are shown here.</source>
        <translation>为使时间轴不超出内存上限，重建第 %1 步的 OPEN 表所需的事件已被丢弃，因此这里只显示 OPEN 表和 CLOSED 表的大小。</translation>
    </message>
    <message>
        <source>Being expanded (the node the last pop took from OPEN):</source>
        <translation>正在扩展（上一次从 OPEN 表取出的节点）：</translation>
    </message>
    <message>
        <source>No node has been taken from OPEN yet.</source>
        <translation>尚未从 OPEN 表取出任何节点。</translation>
    </message>
    <message>
        <source>The node being expanded is no longer known.</source>
        <translation>已无法得知正在扩展的节点。</translation>
    </message>
    <message>
        <source>OPEN is empty.</source>
        <translation>OPEN 表为空。</translation>
    </message>
    <message>
        <source>OPEN from the stack top (last in, first out); DFS pushes its children on top before the next pop:</source>
        <translation>OPEN 表从栈顶列起（后进先出）；DFS 在下一次弹出之前把子节点压入栈顶：</translation>
    </message>
    <message>
        <source>OPEN from the queue front (first in, first out), in the order it will be expanded:</source>
        <translation>OPEN 表从队首列起（先进先出），按扩展的先后顺序：</translation>
    </message>
    <message>
        <source>next to expand</source>
        <translation>下一个待扩展</translation>
    </message>
    <message>
        <source>+ %1 more</source>
        <comment>nodes of OPEN not drawn</comment>
        <translation>还有 %1 个</translation>
    </message>
    <message>
        <source>Catching up… the lists show step %1; the cursor is at step %2.</source>
        <translation>正在追赶……列表显示的是第 %1 步；播放位置在第 %2 步。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences in a row (no space in Chinese)</comment>
        <translation>%1%2</translation>
    </message>
    <message numerus="yes">
        <source>Cut off in this pass: %n node(s).</source>
        <translation>
            <numerusform>本轮已截断 %n 个节点。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut off (the node the last pop took lies at the depth limit %L1, so it is not expanded):</source>
        <translation>已截断（最近一次弹出的节点位于深度限制 %L1，因此不扩展）：</translation>
    </message>
    <message>
        <source>cut off</source>
        <comment>a node at the depth limit</comment>
        <translation>已截断</translation>
    </message>
    <message>
        <source>Pass %L1: depth limit %L1. CLOSED was emptied when this pass began; a node popped at depth %L1 is cut off.</source>
        <translation>第 %L1 轮：深度限制 %L1。本轮开始时 CLOSED 已清空；在深度 %L1 弹出的节点会被截断。</translation>
    </message>
    <message>
        <source>The earlier passes ended with CLOSED = %1; this pass takes all their nodes again.</source>
        <translation>之前各轮结束时 CLOSED = %1；本轮会再次取出它们的所有节点。</translation>
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
            <numerusform>%n 个皇后</numerusform>
        </translation>
    </message>
    <message>
        <source>r%L1=%L2</source>
        <comment>a node of the search tree: the queen of row %1 is in column %2</comment>
        <translation>行%L1=%L2</translation>
    </message>
    <message>
        <source>Dead end: no square of row %L1 is left to cover it.</source>
        <translation>死路：第 %L1 行已没有可以覆盖它的格子。</translation>
    </message>
    <message>
        <source>Dead end: no square of column %L1 is left to cover it.</source>
        <translation>死路：第 %L1 列已没有可以覆盖它的格子。</translation>
    </message>
    <message>
        <source>Wipe-out: arc consistency empties the domain of row %L1 before any queen is placed.</source>
        <translation>值域清空：还没有放置任何皇后，弧相容就清空了第 %L1 行的值域。</translation>
    </message>
    <message>
        <source>Wipe-out: with this queen placed, the domain of row %L1 is empty (its last value went because of row %L2).</source>
        <translation>值域清空：放下这个皇后后，第 %L1 行的值域为空（它的最后一个值因第 %L2 行而被删去）。</translation>
    </message>
    <message>
        <source>Branches on row %L1 (squares left: %L2).</source>
        <translation>在第 %L1 行上分支（剩余格子：%L2）。</translation>
    </message>
    <message>
        <source>Branches on column %L1 (squares left: %L2).</source>
        <translation>在第 %L1 列上分支（剩余格子：%L2）。</translation>
    </message>
    <message>
        <source>Branches on row %L1 (values left in its domain: %L2).</source>
        <translation>在第 %L1 行上分支（值域中剩余的值：%L2）。</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>an empty conflict set</comment>
        <translation>空</translation>
    </message>
    <message>
        <source>Row %L1 ran out of values and its conflict set is empty: the search ends.</source>
        <translation>第 %L1 行的值已用完，而它的冲突集为空：搜索结束。</translation>
    </message>
    <message>
        <source>Row %L1 ran out of values: back to row %L2, the latest row of its conflict set (rows %3).</source>
        <translation>第 %L1 行的值已用完：回到第 %L2 行，即它的冲突集（第 %3 行）中最后赋值的一行。</translation>
    </message>
    <message>
        <source>Row %L1 ran out of values: backjump to row %L2, the latest row of its conflict set (rows %3), skipping the rows placed after it.</source>
        <translation>第 %L1 行的值已用完：回跳到第 %L2 行，即它的冲突集（第 %3 行）中最后赋值的一行，跳过在那之后放置的各行。</translation>
    </message>
    <message>
        <source>Attempt %L1: each restart searches again from the empty board.</source>
        <translation>第 %L1 次尝试：每次重新开始都从空棋盘重新搜索。</translation>
    </message>
    <message>
        <source>Queens in the order placed: %1</source>
        <translation>按放置顺序排列的皇后：%1</translation>
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
        <translation>第 %L1 次重新开始</translation>
    </message>
    <message>
        <source>The tree grows as the search runs.</source>
        <translation>搜索树会随着搜索的进行而生长。</translation>
    </message>
    <message>
        <source>start</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>row %L1</source>
        <translation>第 %L1 行</translation>
    </message>
    <message>
        <source>explored</source>
        <translation>已探索</translation>
    </message>
    <message>
        <source>tried</source>
        <translation>已尝试</translation>
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
        <translation>当前</translation>
    </message>
    <message>
        <source>Zoom in (+)</source>
        <translation>放大（+）</translation>
    </message>
    <message>
        <source>Zoom out (-)</source>
        <translation>缩小（-）</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <source>Show the whole tree (F)</source>
        <translation>显示整棵树（F）</translation>
    </message>
    <message>
        <source>Min-conflicts search has no search tree: it swaps queens on full boards instead of building boards row by row.</source>
        <translation>最小冲突搜索没有搜索树：它在摆满的棋盘上交换皇后，而不是逐行构建棋盘。</translation>
    </message>
    <message>
        <source>The search tree is shown for N up to %L1; this board has N = %L2.</source>
        <translation>搜索树仅在 N 不超过 %L1 时显示；当前棋盘的 N = %L2。</translation>
    </message>
    <message>
        <source>Start a search to see its tree.</source>
        <translation>开始一次搜索即可看到它的搜索树。</translation>
    </message>
    <message>
        <source>The search tree misses steps %L1 to %L2; it stops there.</source>
        <translation>搜索树缺少第 %L1 到 %L2 步，因此在此处中断。</translation>
    </message>
    <message>
        <source>The search tree stops at step %L1: its event does not fit a tree.</source>
        <translation>搜索树在第 %L1 步停止：该步的事件无法放入树中。</translation>
    </message>
    <message>
        <source>Not reached yet at this step.</source>
        <translation>在这一步尚未到达。</translation>
    </message>
    <message>
        <source>Tried: the verdict comes next.</source>
        <translation>已尝试：下一步给出判定。</translation>
    </message>
    <message>
        <source>Explored: a safe board, pushed onto OPEN.</source>
        <translation>已探索：安全的棋盘，已放入 OPEN 表。</translation>
    </message>
    <message>
        <source>Explored: the queen is placed and the search goes on below.</source>
        <translation>已探索：皇后已放置，搜索在下方继续。</translation>
    </message>
    <message>
        <source>Solution: no two queens attack each other. Its mirror image is a solution too.</source>
        <translation>解：任意两个皇后都不互相攻击。它的镜像也是一个解。</translation>
    </message>
    <message>
        <source>Solution: no two queens attack each other.</source>
        <translation>解：任意两个皇后都不互相攻击。</translation>
    </message>
    <message>
        <source>Pruned: the queens of rows %L1 and %L2 share a / diagonal.</source>
        <translation>已剪枝：第 %L1 行和第 %L2 行的皇后在同一条反对角线（/）上。</translation>
    </message>
    <message>
        <source>Pruned: the queens of rows %L1 and %L2 share a \ diagonal.</source>
        <translation>已剪枝：第 %L1 行和第 %L2 行的皇后在同一条对角线（\）上。</translation>
    </message>
    <message>
        <source>Pruned: same column as the queen in row %L1.</source>
        <translation>已剪枝：与第 %L1 行的皇后同列。</translation>
    </message>
    <message>
        <source>Pruned: same \ diagonal as the queen in row %L1.</source>
        <translation>已剪枝：与第 %L1 行的皇后在同一条对角线（\）上。</translation>
    </message>
    <message>
        <source>Pruned: same / diagonal as the queen in row %L1.</source>
        <translation>已剪枝：与第 %L1 行的皇后在同一条反对角线（/）上。</translation>
    </message>
    <message>
        <source>Pruned: its bit is not set in avail.</source>
        <translation>已剪枝：它在 avail 中对应的位为 0。</translation>
    </message>
    <message>
        <source>Pruned.</source>
        <translation>已剪枝。</translation>
    </message>
    <message>
        <source>The empty board: the search starts here.</source>
        <translation>空棋盘：搜索从这里开始。</translation>
    </message>
    <message>
        <source>Row %L1, column %L2</source>
        <translation>第 %L1 行第 %L2 列</translation>
    </message>
    <message>
        <source>Board: (%1)</source>
        <translation>棋盘：(%1)</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator between column numbers</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Columns %L1 to %L2 of the next row are skipped: their boards are the mirror images of boards searched here.</source>
        <translation>下一行的第 %L1 到 %L2 列被跳过：它们的棋盘是这里已搜索棋盘的镜像。</translation>
    </message>
    <message>
        <source>Click to go to the step that tried it.</source>
        <translation>点击可跳转到尝试它的那一步。</translation>
    </message>
    <message>
        <source>Cut off: it lies at this pass&apos;s depth limit, so it is not expanded; the next pass, one row deeper, expands it.</source>
        <translation>已截断：它位于本轮的深度限制处，因此不扩展；下一轮的限制深一行，会扩展它。</translation>
    </message>
    <message>
        <source>Pass %L1 (depth limit %L1): it starts again from the empty board.</source>
        <translation>第 %L1 轮（深度限制 %L1）：从空棋盘重新开始。</translation>
    </message>
    <message>
        <source>Nodes tried in this pass so far: %L1; cut off at the limit: %L2.</source>
        <translation>本轮至今尝试的节点：%L1；在限制处截断：%L2。</translation>
    </message>
    <message>
        <source>limit %L1: %L2 tried</source>
        <comment>a pass of iterative deepening</comment>
        <translation>限制 %L1：已尝试 %L2</translation>
    </message>
    <message>
        <source>cut off at the depth limit</source>
        <translation>在深度限制处截断</translation>
    </message>
</context>
<context>
    <name>SolutionBrowserWorker</name>
    <message>
        <source>Solutions can be listed for N from 1 to %1.</source>
        <translation>只能列出 N 为 1 到 %1 的解。</translation>
    </message>
</context>
<context>
    <name>SolutionListModel</name>
    <message>
        <source>The canonical member of class %1 (its smallest board)</source>
        <translation>第 %1 类的规范代表（该类中最小的棋盘）</translation>
    </message>
    <message>
        <source>A member of class %1</source>
        <translation>第 %1 类的成员</translation>
    </message>
    <message>
        <source>#</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>解</translation>
    </message>
    <message>
        <source>class</source>
        <translation>对称类</translation>
    </message>
    <message>
        <source>orbit size</source>
        <translation>轨道大小</translation>
    </message>
    <message>
        <source>The solution&apos;s number among all solutions, in lexicographic order</source>
        <translation>该解在所有解中按字典序排列的序号</translation>
    </message>
    <message>
        <source>The column of the queen in rows 0, 1, 2, …</source>
        <translation>第 0、1、2、… 行皇后所在的列</translation>
    </message>
    <message>
        <source>Its symmetry class: solutions that are rotations or mirror images of each other share a class</source>
        <translation>所属的对称类：互为旋转或镜像的解属于同一类</translation>
    </message>
    <message>
        <source>How many different boards the eight symmetries make of it</source>
        <translation>经八种对称变换可由它得到多少个不同的棋盘</translation>
    </message>
</context>
<context>
    <name>SolutionListWriter</name>
    <message>
        <source>the board size must be at least 1; got %1</source>
        <translation>棋盘大小至少为 1；收到的值为 %1</translation>
    </message>
    <message>
        <source>solution %1 has %2 columns for a board of %3</source>
        <translation>第 %1 个解有 %2 个列号，但棋盘大小为 %3</translation>
    </message>
    <message>
        <source>solution %1: column %2 is off the board</source>
        <translation>第 %1 个解：列号 %2 超出棋盘范围</translation>
    </message>
</context>
<context>
    <name>SolutionOrderCombo</name>
    <message>
        <source>By solution number</source>
        <translation>按解的序号</translation>
    </message>
    <message>
        <source>By symmetry class</source>
        <translation>按对称类</translation>
    </message>
    <message>
        <source>By solution number: the lexicographic order of the boards. By symmetry class: the members of each class together (its canonical member first), the classes in increasing order.</source>
        <translation>按解的序号：棋盘的字典序。按对称类：同一对称类的成员排在一起（规范代表在前），各类按编号递增排列。</translation>
    </message>
    <message>
        <source>The %1 rows of N = %2 are loaded a page at a time as you scroll: the whole list is not in memory, so it can only be shown by solution number.</source>
        <translation>N = %2 的 %1 行随滚动逐页载入：整个列表不在内存中，因此只能按解的序号显示。</translation>
    </message>
</context>
<context>
    <name>SolutionsBrowser</name>
    <message>
        <source>Solutions browser</source>
        <translation>解集浏览器</translation>
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
        <translation>仅基本解（每个对称类一个）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Show in board</source>
        <translation>在棋盘上显示</translation>
    </message>
    <message>
        <source>Load the image selected above onto the main board</source>
        <translation>将上方选中的棋盘载入主棋盘</translation>
    </message>
    <message>
        <source>Export list…</source>
        <translation>导出列表…</translation>
    </message>
    <message>
        <source>Export handout…</source>
        <translation>导出讲义…</translation>
    </message>
    <message>
        <source>Solutions of N = %1</source>
        <translation>N = %1 的解</translation>
    </message>
    <message>
        <source>Counting the solutions of N = %1…</source>
        <translation>正在统计 N = %1 的解……</translation>
    </message>
    <message>
        <source>No solutions for N = %1</source>
        <translation>N = %1 无解</translation>
    </message>
    <message>
        <source>1 solution in 1 symmetry class</source>
        <translation>1 个解，属于 1 个对称类</translation>
    </message>
    <message>
        <source>loading cancelled: %1 of %2 listed</source>
        <translation>加载已取消：已列出 %2 个中的 %1 个</translation>
    </message>
    <message>
        <source>all %1 listed</source>
        <translation>已全部列出（%1 个）</translation>
    </message>
    <message>
        <source>%1 listed, one per class</source>
        <translation>已列出 %1 个，每类一个</translation>
    </message>
    <message>
        <source>showing the first %1 of %2; scroll for more</source>
        <translation>显示 %2 个中的前 %1 个；滚动可查看更多</translation>
    </message>
    <message>
        <source>loading %1 of %2…</source>
        <translation>正在加载 %1 / %2……</translation>
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
        <translation>导出解列表</translation>
    </message>
    <message>
        <source>Text, one solution per line (*.txt);;CSV with class and orbit (*.csv)</source>
        <translation>文本文件，每行一个解 (*.txt);;CSV，含对称类和轨道 (*.csv)</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>正在导出到 %1……</translation>
    </message>
    <message>
        <source>Exporting the solutions of N = %1…</source>
        <translation>正在导出 N = %1 的解……</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written.</source>
        <translation>导出已取消；未写入任何内容。</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>导出失败：%1</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>排序(&amp;O)：</translation>
    </message>
    <message>
        <source>Write every solution of the list to a text file (one per line) or a CSV file (with class and orbit size), in the order the table shows: by solution number, or grouped by symmetry class</source>
        <translation>将列表中的每个解写入文本文件（每行一个）或 CSV 文件（含对称类和轨道大小），顺序与表格显示的一致：按解的序号，或按对称类分组</translation>
    </message>
    <message>
        <source>N must be 1 to %1 in the browser.</source>
        <translation>解集浏览器中的 N 必须为 1 到 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%1 solutions in %Ln symmetry class(es)</source>
        <comment>%1 is at least 2</comment>
        <translation>
            <numerusform>%1 个解，分属 %Ln 个对称类</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 solution(s) to %2</source>
        <comment>%1 is the number saved</comment>
        <translation>
            <numerusform>已将 %1 个解保存到 %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolutionsBrowserHost</name>
    <message>
        <source>Solutions browser…</source>
        <translation>解集浏览器…</translation>
    </message>
    <message>
        <source>Ctrl+B</source>
        <comment>View|Solutions browser</comment>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <source>List the solutions of N grouped into symmetry classes.</source>
        <translation>按对称类分组列出 N 的解。</translation>
    </message>
</context>
<context>
    <name>SolutionsCommand</name>
    <message>
        <source>list all solutions (or one per symmetry class) in lexicographic order</source>
        <translation>按字典序列出所有解（或每个对称类一个）</translation>
    </message>
    <message>
        <source>Lists the solutions of the N-Queens problem on an N x N board, one per line: the 0-based column of each row, separated by spaces, in lexicographic order. N above %1 needs --limit; N above %2 is not supported.</source>
        <translation>列出 N x N 棋盘上 N 皇后问题的解，每个解占一行：依次给出每一行皇后所在的列（从 0 开始），以空格分隔，按字典序排列。N 大于 %1 时需要 --limit；不支持大于 %2 的 N。</translation>
    </message>
    <message>
        <source>Board size (a positive integer).</source>
        <translation>棋盘大小（正整数）。</translation>
    </message>
    <message>
        <source>Only one solution per symmetry class (rotations and reflections): the lexicographically smallest.</source>
        <translation>只输出基本解：每个对称类（旋转和镜像）中字典序最小的那个解。</translation>
    </message>
    <message>
        <source>Print at most K solutions.</source>
        <translation>最多输出 K 个解。</translation>
    </message>
    <message>
        <source>solutions supports N from 1 to %1; got %2</source>
        <translation>solutions 支持的 N 为 1 到 %1；收到的值为 %2</translation>
    </message>
    <message>
        <source>listing every solution for N = %1 would print far too much (N above %2); add --limit K</source>
        <translation>列出 N = %1 的全部解会输出太多内容（N 大于 %2）；请加上 --limit K</translation>
    </message>
    <message>
        <source>CSV output (with symmetry classes) supports N from 1 to %1; got %2</source>
        <translation>CSV 输出（含对称类）支持的 N 为 1 到 %1；收到的值为 %2</translation>
    </message>
    <message>
        <source>Write to FILE (replaced only when complete) instead of standard output. A name ending in .csv gets CSV: a header &quot;solution,class,orbit,r0,...&quot;, then per solution its number, the number of its symmetry class, the size of its orbit (1, 2, 4 or 8) and its columns (N up to %1).</source>
        <translation>写入 FILE 而不是标准输出（完成后才替换该文件）。文件名以 .csv 结尾时输出 CSV：先是表头 &quot;solution,class,orbit,r0,...&quot;，然后每个解一行，依次为解的编号、其对称类的编号、其轨道大小（1、2、4 或 8）以及各行皇后所在的列（N 最大为 %1）。</translation>
    </message>
    <message numerus="yes">
        <source>%1 solution(s)</source>
        <comment>the number written</comment>
        <translation>
            <numerusform>得到 %1 个解</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>interrupted after %1 solution(s) (%2 search nodes); the list is incomplete</source>
        <comment>%1 is the number of solutions listed</comment>
        <translation>
            <numerusform>在得到 %1 个解（%2 个搜索节点）后被中断；列表不完整</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>interrupted after %1 solution(s) (%2 search nodes); nothing was written to &apos;%3&apos;</source>
        <comment>%1 is the number of solutions found</comment>
        <translation>
            <numerusform>在得到 %1 个解（%2 个搜索节点）后被中断；未向“%3”写入任何内容</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveCommand</name>
    <message>
        <source>find one solution and print its placement</source>
        <translation>求出一个解并输出其摆放</translation>
    </message>
    <message>
        <source>Finds one solution of the N-Queens problem and prints it: the 0-based column of each row, one per line. Exit code 1 when no solution exists (N = 2 or 3).</source>
        <translation>求出 N 皇后问题的一个解并输出：每行一个数，即该行皇后所在的列（从 0 开始）。不存在解时（N = 2 或 3）退出码为 1。</translation>
    </message>
    <message>
        <source>Board size (a positive integer).</source>
        <translation>棋盘大小（正整数）。</translation>
    </message>
    <message>
        <source>Random seed for min-conflicts (default 1).</source>
        <translation>min-conflicts 的随机种子（默认为 1）。</translation>
    </message>
    <message>
        <source>Write the placement to FILE (replaced only when complete); - is standard output.</source>
        <translation>将摆放写入 FILE（完成后才替换该文件）；- 表示标准输出。</translation>
    </message>
    <message>
        <source>Print a JSON summary line {&quot;n&quot;,&quot;method&quot;,&quot;seed&quot;,&quot;seconds&quot;,&quot;verified&quot;}; requires --output FILE.</source>
        <translation>输出一行 JSON 摘要 {&quot;n&quot;,&quot;method&quot;,&quot;seed&quot;,&quot;seconds&quot;,&quot;verified&quot;}；需要同时使用 --output FILE。</translation>
    </message>
    <message>
        <source>unknown method &apos;%1&apos;; choose one of: %2</source>
        <translation>未知方法“%1”；可选：%2</translation>
    </message>
    <message>
        <source>--json prints the summary on standard output; give the placement a file with --output FILE</source>
        <translation>--json 会把摘要输出到标准输出；请用 --output FILE 为摆放指定一个文件</translation>
    </message>
    <message>
        <source>no solution exists for N = %1</source>
        <translation>N = %1 时不存在解</translation>
    </message>
    <message>
        <source>internal error: the %1 search ended without a solution, but N = %2 has solutions</source>
        <translation>内部错误：%1 搜索结束时没有找到解，但 N = %2 是有解的</translation>
    </message>
    <message>
        <source>the %1 search would run for hours to find a first solution of N = %2 (it is practical up to N = %3); use --method min-conflicts</source>
        <translation>%1 搜索要运行数小时才能找到 N = %2 的第一个解（它只适用于 N 不超过 %3）；请使用 --method min-conflicts</translation>
    </message>
    <message>
        <source>Search method, one of: %1 (default min-conflicts; min-conflicts and construct handle millions of queens, bitmask and backtracking up to N = %2).</source>
        <translation>搜索方法，可选：%1（默认为 min-conflicts；min-conflicts 和 construct 可处理数百万个皇后，bitmask 和 backtracking 最多到 N = %2）。</translation>
    </message>
    <message>
        <source>Print the result without checking it first (every result is checked by default).</source>
        <translation>不先检查就输出结果（默认会检查每个结果）。</translation>
    </message>
    <message>
        <source>N = %1 is too large for the %2 method (at most %3)</source>
        <translation>对 %2 方法来说 N = %1 太大（最多为 %3）</translation>
    </message>
    <message>
        <source>N = %1 needs about %2 MiB of memory, but only %3 MiB are available</source>
        <translation>N = %1 大约需要 %2 MiB 内存，但只有 %3 MiB 可用</translation>
    </message>
    <message>
        <source>internal error: the %1 search returned a placement that is not a solution (first offending row: %2)</source>
        <translation>内部错误：%1 搜索返回的摆放不是解（第一个出错的行：%2）</translation>
    </message>
    <message>
        <source>the %1 method</source>
        <translation>%1方法</translation>
    </message>
    <message>
        <source>interrupted after %1; no placement written</source>
        <translation>%1被中断；未写出任何摆放</translation>
    </message>
    <message>
        <source>%1 search steps</source>
        <translation>搜索 %1 步后</translation>
    </message>
    <message>
        <source>interrupted while writing row %1 of %2; the output is incomplete (a file given with --output is left unchanged)</source>
        <translation>在写出第 %1 行（共 %2 行）时被中断；输出不完整（用 --output 指定的文件保持不变）</translation>
    </message>
    <message>
        <source>%1 s of min-conflicts search (%2 builds, %3 swaps)</source>
        <translation>最小冲突搜索进行 %1 秒（%2 次构建，%3 次交换）后</translation>
    </message>
    <message>
        <source>the search (%1 s), before the check</source>
        <translation>搜索结束（用时 %1 秒）后、检查之前</translation>
    </message>
    <message>
        <source>the search (%1 s), before the output was complete</source>
        <translation>搜索结束（用时 %1 秒）后、输出完成之前</translation>
    </message>
    <message>
        <source>the %1 search stopped without finding a solution (a local search can get stuck); try other options or another --seed</source>
        <translation>%1 搜索停止时没有找到解（局部搜索可能陷入困境）；请换用其他选项或另一个 --seed</translation>
    </message>
</context>
<context>
    <name>SolverWorker</name>
    <message>
        <source>there is not enough memory for N = %L1.</source>
        <translation>内存不足，无法处理 N = %L1。</translation>
    </message>
    <message>
        <source>it could not start (%1).</source>
        <translation>无法启动（%1）。</translation>
    </message>
    <message>
        <source>there is not enough memory.</source>
        <translation>内存不足。</translation>
    </message>
    <message>
        <source>step %1 could not be computed: %2</source>
        <translation>第 %1 步无法计算：%2</translation>
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
        <translation>每秒步数：</translation>
    </message>
    <message>
        <source>From %L1 to %L2 steps per second, or as fast as possible</source>
        <translation>每秒 %L1 到 %L2 步，或尽可能快</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Welcome to QueensLab</source>
        <translation>欢迎使用 QueensLab</translation>
    </message>
    <message>
        <source>Choose a lesson to follow a search step by step, with questions along the way, or explore the searches on your own.</source>
        <translation>选择一节课，一步一步地跟随搜索过程，并回答途中的问题；或者自己自由探索各种搜索。</translation>
    </message>
    <message>
        <source>Explore freely</source>
        <translation>自由探索</translation>
    </message>
    <message>
        <source>Close this page and choose an algorithm and a board size yourself.</source>
        <translation>关闭本页，自己选择算法和棋盘大小。</translation>
    </message>
    <message>
        <source>Show this page at start-up</source>
        <translation>启动时显示本页</translation>
    </message>
</context>
<context>
    <name>StatsPanel</name>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>步数：</translation>
    </message>
    <message>
        <source>Queens on board:</source>
        <translation>棋盘上的皇后：</translation>
    </message>
    <message>
        <source>Cells tried:</source>
        <translation>尝试的格子数：</translation>
    </message>
    <message>
        <source>Rejected:</source>
        <translation>排除次数：</translation>
    </message>
    <message>
        <source>Backtracks:</source>
        <translation>回溯次数：</translation>
    </message>
    <message>
        <source>Solutions:</source>
        <translation>解的个数：</translation>
    </message>
    <message>
        <source>Swaps evaluated:</source>
        <translation>评估交换次数：</translation>
    </message>
    <message>
        <source>Swaps made:</source>
        <translation>实际交换次数：</translation>
    </message>
    <message>
        <source>Restarts:</source>
        <translation>重新开始次数：</translation>
    </message>
    <message>
        <source>Collisions:</source>
        <translation>冲突数：</translation>
    </message>
    <message>
        <source>OPEN / CLOSED:</source>
        <translation>OPEN 表 / CLOSED 表：</translation>
    </message>
    <message>
        <source>%1 of %2 (search finished)</source>
        <translation>%1 / %2（搜索已结束）</translation>
    </message>
    <message>
        <source>%1 of %2 recorded so far</source>
        <translation>%1 / 目前已记录 %2</translation>
    </message>
    <message>
        <source>%L1 of %L2</source>
        <translation>%L1 / %L2</translation>
    </message>
    <message>
        <source>Search time:</source>
        <translation>搜索用时：</translation>
    </message>
    <message>
        <source>Search speed:</source>
        <translation>搜索速度：</translation>
    </message>
    <message>
        <source>Playback:</source>
        <translation>播放速度：</translation>
    </message>
    <message>
        <source>Time the solver spent searching (not waiting for playback)</source>
        <translation>求解器用于搜索的时间（不含等待播放的时间）</translation>
    </message>
    <message>
        <source>Steps per second the playback actually advanced during the last second</source>
        <translation>最近一秒内播放实际前进的步数</translation>
    </message>
    <message>
        <source>%1 of %2 recorded ahead; press Play or Step</source>
        <translation>%1 / 已提前记录 %2；请按“播放”或“下一步”</translation>
    </message>
    <message>
        <source>Attacking pairs h:</source>
        <translation>攻击对数 h：</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>移动次数：</translation>
    </message>
    <message>
        <source>Sideways moves:</source>
        <translation>横向移动：</translation>
    </message>
    <message>
        <source>Temperature T:</source>
        <translation>温度 T：</translation>
    </message>
    <message>
        <source>Generation:</source>
        <translation>代数：</translation>
    </message>
    <message>
        <source>Best h:</source>
        <translation>最佳 h：</translation>
    </message>
    <message>
        <source>Best fitness:</source>
        <translation>最佳适应度：</translation>
    </message>
    <message>
        <source>Proposals:</source>
        <translation>提议：</translation>
    </message>
    <message>
        <source>%1 (%2 accepted)</source>
        <comment>proposals judged, of which accepted</comment>
        <translation>%1（接受 %2）</translation>
    </message>
    <message>
        <source>Passes (depth limit):</source>
        <translation>轮数（深度限制）：</translation>
    </message>
    <message>
        <source>Cut off at the limit:</source>
        <translation>在限制处截断：</translation>
    </message>
    <message>
        <source>Consistency checks:</source>
        <translation>相容性检查：</translation>
    </message>
    <message>
        <source>Prunings:</source>
        <translation>剪除次数：</translation>
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
        <translation>回跳次数：</translation>
    </message>
    <message>
        <source>Link updates:</source>
        <translation>链接更新：</translation>
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
        <translation>编辑第 %L1 站（第 %L2 步）</translation>
    </message>
    <message>
        <source>No question</source>
        <translation>没有问题</translation>
    </message>
    <message>
        <source>Where does the next queen go?</source>
        <translation>下一个皇后放在哪里？</translation>
    </message>
    <message>
        <source>Multiple choice</source>
        <translation>选择题</translation>
    </message>
    <message>
        <source>A number</source>
        <translation>填数题</translation>
    </message>
    <message>
        <source>One answer a line, 2 to %L1 answers, in the same order in every language.</source>
        <translation>每行一个选项，共 2 到 %L1 个，各语言的顺序相同。</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>题目：</translation>
    </message>
    <message>
        <source>Answers:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>Right answer (line):</source>
        <translation>正确答案（第几行）：</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>答案：</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>容许误差：</translation>
    </message>
    <message>
        <source>Play to a breakpoint from the previous stop</source>
        <translation>从上一站播放到断点</translation>
    </message>
    <message>
        <source>Next from the previous stop plays the search to this breakpoint instead of jumping; the stop's step becomes where it stops.</source>
        <translation>在上一站按“下一站”时，搜索会播放到这个断点而不是直接跳过去；本站的步数就是它停下的位置。</translation>
    </message>
    <message>
        <source>Next solution</source>
        <translation>下一个解</translation>
    </message>
    <message>
        <source>Next backtrack</source>
        <translation>下一次回溯</translation>
    </message>
    <message>
        <source>Next restart</source>
        <translation>下一次重新开始</translation>
    </message>
    <message>
        <source>Depth k (k queens placed)</source>
        <translation>深度 k（已放置 k 个皇后）</translation>
    </message>
    <message>
        <source>A full board with at most k collisions</source>
        <translation>冲突数至多为 k 的完整棋盘</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <source>Narration:</source>
        <translation>讲解：</translation>
    </message>
    <message>
        <source>The stop needs a title in at least one language.</source>
        <translation>本站至少需要一种语言的标题。</translation>
    </message>
    <message>
        <source>The question needs its text in at least one language.</source>
        <translation>题目至少需要一种语言的文字。</translation>
    </message>
    <message>
        <source>Every language needs the same number of answers.</source>
        <translation>每种语言的选项数必须相同。</translation>
    </message>
    <message>
        <source>A multiple-choice question needs 2 to %L1 answers, one a line.</source>
        <translation>选择题需要 2 到 %L1 个选项，每行一个。</translation>
    </message>
    <message>
        <source>The right answer must be one of the %L1 lines.</source>
        <translation>正确答案必须是这 %L1 行中的一行。</translation>
    </message>
    <message>
        <source>The answer must be a number.</source>
        <translation>答案必须是一个数。</translation>
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
        <translation>时间轴超出 %1 MiB 上限：第 %2 步之前只保留关键帧</translation>
    </message>
</context>
<context>
    <name>TimelineScrubber</name>
    <message>
        <source>Timeline</source>
        <translation>时间轴</translation>
    </message>
    <message>
        <source>The recorded steps of the run; click or drag to go to a step</source>
        <translation>本次运行已记录的步骤；单击或拖动可跳到某一步</translation>
    </message>
    <message>
        <source>Step %1: not recorded yet</source>
        <translation>第 %1 步：尚未记录</translation>
    </message>
    <message>
        <source>Step %1 of %2 (dropped from memory: going there lands on the nearest keyframe)</source>
        <translation>第 %1 步，共 %2 步（已从内存中丢弃：跳到这里会落在最近的关键帧上）</translation>
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
        <translation>以 JSON Lines 格式输出搜索的步骤事件</translation>
    </message>
    <message>
        <source>Runs one search algorithm step by step on an N x N board and prints every step event as one JSON object per line: &quot;step&quot; (0-based), &quot;kind&quot;, &quot;line&quot; (the pseudo-code line id) and the cells, rows, reasons or register values the event touches. Mask register values are binary strings of N digits, most significant bit first.</source>
        <translation>在 N x N 棋盘上逐步运行一种搜索算法，并把每个步骤事件输出为一行 JSON 对象：&quot;step&quot;（从 0 开始）、&quot;kind&quot;、&quot;line&quot;（伪代码的行号）以及该事件涉及的格子、行、原因或寄存器值。掩码寄存器的值是 N 位二进制字符串，最高位在前。</translation>
    </message>
    <message>
        <source>Board size (a positive integer).</source>
        <translation>棋盘大小（正整数）。</translation>
    </message>
    <message>
        <source>Search algorithm, one of: %1.</source>
        <translation>搜索算法，可选：%1。</translation>
    </message>
    <message>
        <source>Stop after K events (default %1); the output then ends without a &quot;done&quot; line.</source>
        <translation>输出 K 个事件后停止（默认为 %1）；此时输出的末尾没有 &quot;done&quot; 行。</translation>
    </message>
    <message>
        <source>Random seed for min-conflicts (default 1).</source>
        <translation>min-conflicts 的随机种子（默认为 1）。</translation>
    </message>
    <message>
        <source>Stop at the first solution.</source>
        <translation>找到第一个解时停止。</translation>
    </message>
    <message>
        <source>--algorithm is missing; choose one of: %1</source>
        <translation>缺少 --algorithm；可选：%1</translation>
    </message>
    <message>
        <source>%1 search</source>
        <translation>%1搜索</translation>
    </message>
    <message>
        <source>interrupted after %1 of at most %2 steps; the trace is incomplete</source>
        <translation>在执行了 %1 步（最多 %2 步）后被中断；跟踪输出不完整</translation>
    </message>
</context>
<context>
    <name>VerifyCommand</name>
    <message>
        <source>check whether a placement in a file is a solution</source>
        <translation>检查文件中的摆放是否为解</translation>
    </message>
    <message>
        <source>rows %1 and %2 share column %3</source>
        <translation>第 %1 行和第 %2 行的皇后同在第 %3 列</translation>
    </message>
    <message>
        <source>rows %1 and %2 share a diagonal (\)</source>
        <translation>第 %1 行和第 %2 行的皇后在同一条对角线（\）上</translation>
    </message>
    <message>
        <source>rows %1 and %2 share a diagonal (/)</source>
        <translation>第 %1 行和第 %2 行的皇后在同一条反对角线（/）上</translation>
    </message>
    <message>
        <source>rows %1 and %2 attack each other</source>
        <translation>第 %1 行和第 %2 行的皇后互相攻击</translation>
    </message>
    <message>
        <source>Checks whether FILE holds a solution of the N-Queens problem. FILE lists the 0-based column of each row, separated by blanks, newlines or commas (&quot;.&quot; marks an empty row); &quot;-&quot; reads standard input. Exit code 0: a solution; 1: not a solution (the reason is printed); 2: unreadable or malformed input.</source>
        <translation>检查 FILE 是否为 N 皇后问题的一个解。FILE 依次列出每一行皇后所在的列（从 0 开始），以空格、换行或逗号分隔（&quot;.&quot; 表示该行为空）；&quot;-&quot; 表示读取标准输入。退出码 0：是解；1：不是解（会输出原因）；2：输入无法读取或格式错误。</translation>
    </message>
    <message>
        <source>Placement file, or - for stdin.</source>
        <translation>摆放文件，或用 - 表示标准输入。</translation>
    </message>
    <message>
        <source>Expected board size: refuse a placement of another length.</source>
        <translation>预期的棋盘大小：拒绝长度不同的摆放。</translation>
    </message>
    <message>
        <source>Print {&quot;n&quot;,&quot;valid&quot;,&quot;reason&quot;} as one JSON line.</source>
        <translation>以一行 JSON 输出 {&quot;n&quot;,&quot;valid&quot;,&quot;reason&quot;}。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>no two queens attack each other</source>
        <translation>没有任何两个皇后互相攻击</translation>
    </message>
    <message>
        <source>not a solution: %1</source>
        <translation>不是解：%1</translation>
    </message>
    <message>
        <source>rows with a queen: %1 of %2</source>
        <translation>%2 行中只有 %1 行放了皇后</translation>
    </message>
    <message>
        <source>valid: N = %1, no two queens attack each other</source>
        <translation>有效：N = %1，任意两个皇后都不互相攻击</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Watch the N-Queens searches step by step.</source>
        <translation>逐步观看 N 皇后问题的各种搜索过程。</translation>
    </message>
    <message>
        <source>Use a dark palette.</source>
        <translation>使用深色配色。</translation>
    </message>
    <message>
        <source>A lesson (.qlesson) or a board file to open.</source>
        <translation>要打开的课程（.qlesson）或棋盘文件。</translation>
    </message>
</context>
<context>
    <name>LessonPageExporter</name>
    <message>
        <source>lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Export lesson as web page</source>
        <translation>将课程导出为网页</translation>
    </message>
    <message>
        <source>Web page (*.html *.htm)</source>
        <translation>网页 (*.html *.htm)</translation>
    </message>
    <message>
        <source>Writing the web page %1…</source>
        <translation>正在写出网页 %1…</translation>
    </message>
    <message>
        <source>The web page was not written: %1</source>
        <translation>网页没有写出：%1</translation>
    </message>
    <message>
        <source>Saved the lesson as the web page %1 (%L2 KiB): it plays in any browser, without QueensLab and without a network.</source>
        <translation>已将课程保存为网页 %1（%L2 KiB）：无需 QueensLab，也无需联网，在任何浏览器中都能播放。</translation>
    </message>
    <message>
        <source>Export lesson as web page…</source>
        <translation>将课程导出为网页…</translation>
    </message>
    <message>
        <source>Write the open lesson as one web page that plays in any browser, without QueensLab and without a network.</source>
        <translation>把打开的课程写成一个网页，无需 QueensLab，也无需联网，在任何浏览器中都能播放。</translation>
    </message>
</context>
<context>
    <name>CoverDescriber</name>
    <message>
        <source>Choose %1, the open row or column with the fewest squares left: %L2.</source>
        <translation>选择%1：在尚未覆盖的行和列中，它剩下的格子最少：%L2 个。</translation>
    </message>
    <message numerus="yes">
        <source>Cover %1: hide the %n square(s) on it (link updates: %2).</source>
        <translation>
            <numerusform>覆盖%1：隐藏其上的 %n 个格子（%2 次链接更新）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Uncover %1: relink the %n square(s) on it (link updates: %2).</source>
        <translation>
            <numerusform>解除覆盖%1：重新链接其上的 %n 个格子（%2 次链接更新）。</numerusform>
        </translation>
    </message>
    <message>
        <source>row %L1</source>
        <translation>第 %L1 行</translation>
    </message>
    <message>
        <source>column %L1</source>
        <translation>第 %L1 列</translation>
    </message>
    <message>
        <source>\ diagonal row−col = %L1</source>
        <translation>对角线（\）行−列 = %L1</translation>
    </message>
    <message>
        <source>/ diagonal row+col = %L1</source>
        <translation>反对角线（/）行+列 = %L1</translation>
    </message>
    <message>
        <source>Choose %1: no square is left for it, so this branch fails.</source>
        <translation>选择%1：它已没有候选格子，这一分支失败。</translation>
    </message>
</context>
<context>
    <name>ConstraintDescriber</name>
    <message>
        <source>AC-3 removes column %L1 from row %L2&apos;s domain: no value left in row %L3 fits it.</source>
        <translation>AC-3 把第 %L1 列从第 %L2 行的值域中删去：第 %L3 行剩下的值都与它不相容。</translation>
    </message>
    <message numerus="yes">
        <source>Try row %L1, column %L2: %Ln consistency check(s) against the queens placed.</source>
        <translation>
            <numerusform>尝试第 %L1 行第 %L2 列：与已放置的皇后做了 %Ln 次一致性检查。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forward checking: test the %Ln value(s) of the unassigned rows against the queen in row %L1.</source>
        <translation>
            <numerusform>前向检验：用第 %L1 行的皇后检验未赋值各行值域中的 %Ln 个值。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>AC-3 revises the arc from row %L1 to row %L2: every value of row %L1 needs a compatible value in row %L2 (%Ln check(s)).</source>
        <translation>
            <numerusform>AC-3 修正从第 %L1 行到第 %L2 行的弧：第 %L1 行的每个值都需要在第 %L2 行中有相容的值（%Ln 次检查）。</numerusform>
        </translation>
    </message>
    <message>
        <source>same column</source>
        <translation>同列</translation>
    </message>
    <message>
        <source>same \ diagonal</source>
        <translation>同一条对角线（\）</translation>
    </message>
    <message>
        <source>same / diagonal</source>
        <translation>同一条反对角线（/）</translation>
    </message>
    <message>
        <source>Removed by arc consistency: no value left in row %L1 is compatible.</source>
        <translation>被弧相容删去：第 %L1 行剩下的值都与它不相容。</translation>
    </message>
    <message>
        <source>Removed by forward checking from row %L1.</source>
        <translation>被第 %L1 行的前向检验删去。</translation>
    </message>
    <message>
        <source>Removed by the queen in row %L1: %2.</source>
        <translation>被第 %L1 行的皇后删去：%2。</translation>
    </message>
    <message numerus="yes">
        <source>Next row in order: row %L1, with %Ln value(s) left.</source>
        <translation>
            <numerusform>按顺序的下一行：第 %L1 行，剩余 %Ln 个值。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Row %L1 has the fewest values left (%L2), tied with other rows; the degree cannot break the tie: every unassigned row constrains all %Ln other unassigned row(s).</source>
        <translation>
            <numerusform>第 %L1 行剩余的值最少（%L2 个），与其他行并列；度启发式无法打破平局：每个未赋值的行都约束其余全部 %Ln 行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Row %L1 has the fewest values left (%L2), tied with other rows; the degree heuristic picks it: it constrains %Ln unassigned row(s).</source>
        <translation>
            <numerusform>第 %L1 行剩余的值最少（%L2 个），与其他行并列；度启发式选中它：它约束 %Ln 个未赋值的行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Row %L1 is next: every unassigned row has %Ln value(s) left.</source>
        <translation>
            <numerusform>下一个是第 %L1 行：每个未赋值的行都剩余 %Ln 个值。</numerusform>
        </translation>
    </message>
    <message>
        <source>Row %L1 is next: it has the fewest values left: %L2.</source>
        <translation>下一个是第 %L1 行：它剩余的值最少：%L2 个。</translation>
    </message>
    <message>
        <source>MRV: row %L1 has the fewest values left: %L2.</source>
        <translation>最少剩余值（MRV）：第 %L1 行剩余的值最少：%L2 个。</translation>
    </message>
    <message numerus="yes">
        <source>Least constraining value: ordering its values took %Ln consistency check(s).</source>
        <translation>
            <numerusform>最少约束值（LCV）：为它的值排序用了 %Ln 次一致性检查。</numerusform>
        </translation>
    </message>
    <message>
        <source>Forward checking removes column %L1 from the domain of row %L2 (cause: row %L3).</source>
        <translation>前向检验把第 %L1 列从第 %L2 行的值域中删去（原因：第 %L3 行）。</translation>
    </message>
    <message>
        <source>Forward checking removes column %L1 from the domain of row %L2: the queen in row %L3 attacks it (%4).</source>
        <translation>前向检验把第 %L1 列从第 %L2 行的值域中删去：第 %L3 行的皇后攻击它（%4）。</translation>
    </message>
    <message>
        <source>Undo: column %L1 returns to the domain of row %L2 (arc consistency with row %L3 had removed it).</source>
        <translation>撤销：第 %L1 列回到第 %L2 行的值域（此前由与第 %L3 行的弧相容删去）。</translation>
    </message>
    <message>
        <source>Undo: column %L1 returns to the domain of row %L2 (the queen in row %L3 had removed it).</source>
        <translation>撤销：第 %L1 列回到第 %L2 行的值域（此前由第 %L3 行的皇后删去）。</translation>
    </message>
    <message>
        <source>Row %L1 has no value left: a wipe-out — the queen in row %L2 emptied it; go back.</source>
        <translation>第 %L1 行已没有可用的值：值域被清空——是第 %L2 行的皇后清空了它；回溯。</translation>
    </message>
    <message>
        <source>Row %L1 has no value left: a wipe-out — arc consistency with row %L2 emptied it; go back.</source>
        <translation>第 %L1 行已没有可用的值：值域被清空——是与第 %L2 行的弧相容清空了它；回溯。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator between row numbers</comment>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>Row %L1 has run out of values: jump back to row %L2, skipping %Ln row(s).</source>
        <translation>
            <numerusform>第 %L1 行的值已用完：回跳到第 %L2 行，跳过 %Ln 行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Row %L1 has run out of values and its conflict set is empty: there is no row to go back to.</source>
        <translation>第 %L1 行的值已用完，且其冲突集为空：没有可以返回的行。</translation>
    </message>
    <message>
        <source>Conflict set of row %L1 is %2: go back to row %L3, the last row assigned in it.</source>
        <translation>第 %L1 行的冲突集是 %2：返回第 %L3 行，即其中最后赋值的行。</translation>
    </message>
    <message numerus="yes">
        <source>Conflict set of row %L1 is %2: jump back to row %L3, skipping %Ln row(s): %4.</source>
        <translation>
            <numerusform>第 %L1 行的冲突集是 %2：回跳到第 %L3 行，跳过 %Ln 行：%4。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Conflict set of row %L1 is %2: jump back to row %L3, skipping %Ln row(s).</source>
        <translation>
            <numerusform>第 %L1 行的冲突集是 %2：回跳到第 %L3 行，跳过 %Ln 行。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CspOptionsParser</name>
    <message>
        <source>--order must be in-order, mrv or mrv-degree; got &apos;%1&apos;</source>
        <translation>--order 必须是 in-order、mrv 或 mrv-degree；收到的值为“%1”</translation>
    </message>
    <message>
        <source>--values must be in-order or lcv; got &apos;%1&apos;</source>
        <translation>--values 必须是 in-order 或 lcv；收到的值为“%1”</translation>
    </message>
    <message>
        <source>--inference must be none, fc or mac; got &apos;%1&apos;</source>
        <translation>--inference 必须是 none、fc 或 mac；收到的值为“%1”</translation>
    </message>
    <message>
        <source>%1 applies only to csp</source>
        <translation>%1 仅适用于 csp</translation>
    </message>
    <message>
        <source>%1 does not apply to %2 (it is an option of csp)</source>
        <translation>%1 不适用于 %2（它是 csp 的选项）</translation>
    </message>
    <message>
        <source>CSP: break the ties of the orderings at random from --seed.</source>
        <translation>CSP：排序中的平局按 --seed 随机打破。</translation>
    </message>
    <message>
        <source>CSP: conflict-directed backjumping instead of going back one row at a time.</source>
        <translation>CSP：使用冲突导向回跳，而不是一次只退回一行。</translation>
    </message>
    <message>
        <source>CSP: which row to assign next: in-order (the default), mrv (minimum remaining values: the row with the fewest values left) or mrv-degree (MRV, ties broken by the degree heuristic).</source>
        <translation>CSP：下一个赋值的行：in-order（默认，按行序）、mrv（最少剩余值：剩余取值最少的行）或 mrv-degree（MRV，平局由度启发式打破）。</translation>
    </message>
    <message>
        <source>CSP: the order of a row&apos;s values: in-order (the default) or lcv (least constraining value first).</source>
        <translation>CSP：一行中取值的尝试顺序：in-order（默认）或 lcv（最少约束值优先）。</translation>
    </message>
    <message>
        <source>CSP: what each queen prunes from the other rows&apos; domains: none (the default), fc (forward checking) or mac (maintaining arc consistency with AC-3).</source>
        <translation>CSP：每放一个皇后从其他行的值域中修剪什么：none（默认，不推理）、fc（前向检验）或 mac（用 AC-3 维持弧相容）。</translation>
    </message>
    <message>
        <source>CSP: start again after K backtracks, the budget growing by the Luby sequence (needs --random-ties; default 0: never).</source>
        <translation>CSP：回溯 K 次后重新开始，预算按 Luby 序列增长（需要 --random-ties；默认 0：从不）。</translation>
    </message>
</context>
<context>
    <name>ChecksChart</name>
    <message>
        <source>Checks</source>
        <translation>检查次数</translation>
    </message>
    <message>
        <source>Consistency checks</source>
        <translation>一致性检查次数</translation>
    </message>
    <message>
        <source>Consistency checks to the first solution (log scale)</source>
        <translation>找到第一个解所需的一致性检查次数（对数刻度）</translation>
    </message>
</context>
<context>
    <name>CspExperimentSettings</name>
    <message>
        <source>A run that makes more consistency checks than this stops and is reported as over budget.</source>
        <translation>一致性检查次数多于此数的运行会停止，并报告为超出预算。</translation>
    </message>
    <message>
        <source>Check bu&amp;dget:</source>
        <translation>检查预算(&amp;d)：</translation>
    </message>
    <message>
        <source> backtracks</source>
        <translation> 次回溯</translation>
    </message>
    <message>
        <source>&amp;Keep every run (run-length chart)</source>
        <translation>保留每次运行(&amp;K)（运行长度图）</translation>
    </message>
    <message>
        <source>Backtracking</source>
        <translation>回溯</translation>
    </message>
    <message>
        <source>Backtracking + MRV</source>
        <translation>回溯 + 最少剩余值</translation>
    </message>
    <message>
        <source>Backtracking + backjumping</source>
        <translation>回溯 + 回跳</translation>
    </message>
    <message>
        <source>Break the ties of the orderings at random, each run from its own seed: runs differ and the spread of their lengths shows.</source>
        <translation>排序中的平局随机打破，每次运行用各自的种子：各次运行互不相同，运行长度的分布便显现出来。</translation>
    </message>
    <message>
        <source>Break ties at rando&amp;m</source>
        <translation>随机打破平局(&amp;m)</translation>
    </message>
    <message>
        <source>Check at least one combination to compare.</source>
        <translation>请至少勾选一个要比较的组合。</translation>
    </message>
    <message>
        <source>Com&amp;binations:</source>
        <translation>组合(&amp;b)：</translation>
    </message>
    <message>
        <source>Each checked combination of orderings, inference and backjumping runs at every value: one row of the table and one line of the chart each.</source>
        <translation>每个勾选的排序、推理与回跳组合都在每个取值上运行：各占表格的一行和图表的一条线。</translation>
    </message>
    <message>
        <source>Forward checking</source>
        <translation>前向检验</translation>
    </message>
    <message>
        <source>Forward checking + backjumping</source>
        <translation>前向检验 + 回跳</translation>
    </message>
    <message>
        <source>Keep the nodes of every run: the table shows the median, 90 %, 99 % and the maximum, and the chart the share of runs still searching after so many nodes.</source>
        <translation>保留每次运行的节点数：表格显示中位数、90 %、99 % 与最大值，图表显示经过若干节点后仍在搜索的运行所占比例。</translation>
    </message>
    <message>
        <source>MAC</source>
        <translation>维护弧相容（MAC）</translation>
    </message>
    <message>
        <source>MRV + MAC</source>
        <translation>最少剩余值 + 维护弧相容</translation>
    </message>
    <message>
        <source>MRV + forward checking</source>
        <translation>最少剩余值 + 前向检验</translation>
    </message>
    <message>
        <source>MRV + forward checking + LCV</source>
        <translation>最少剩余值 + 前向检验 + 最少约束值</translation>
    </message>
    <message>
        <source>MRV + forward checking + backjumping</source>
        <translation>最少剩余值 + 前向检验 + 回跳</translation>
    </message>
    <message>
        <source>Restart af&amp;ter:</source>
        <translation>重新开始间隔(&amp;t)：</translation>
    </message>
    <message>
        <source>Start again after this many backtracks, the budget growing by the Luby sequence (needs random ties).</source>
        <translation>回溯这么多次后重新开始，预算按 Luby 序列增长（需要随机打破平局）。</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从不</translation>
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
        <translation>全部运行</translation>
    </message>
    <message>
        <source>Nodes (values tried)</source>
        <translation>节点数（尝试的值）</translation>
    </message>
    <message>
        <source>Share of runs</source>
        <translation>运行所占比例</translation>
    </message>
    <message>
        <source>Share of runs still searching after so many nodes (log-log)</source>
        <translation>经过这么多节点后仍在搜索的运行所占比例（双对数）</translation>
    </message>
    <message>
        <source>no restarts</source>
        <translation>不重新开始</translation>
    </message>
    <message>
        <source>restart after %1 backtracks (Luby)</source>
        <translation>每 %1 次回溯后重新开始（Luby）</translation>
    </message>
</context>
<context>
    <name>DlxMatrixView</name>
    <message numerus="yes">
        <source>The item is not covered: %n live option(s) hold it.</source>
        <translation>
            <numerusform>此项未被覆盖：仍有 %n 个候选包含它。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chosen item %1: %n option(s).</source>
        <comment>the item Algorithm X branches on</comment>
        <translation>
            <numerusform>选中的项 %1：%n 个候选。</numerusform>
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
        <translation>第 %1 行（主项：恰好一个皇后）</translation>
    </message>
    <message>
        <source>column %1 (primary: exactly one queen)</source>
        <translation>第 %1 列（主项：恰好一个皇后）</translation>
    </message>
    <message>
        <source>the \ diagonal where row - column = %1 (secondary: at most one queen)</source>
        <translation>行 - 列 = %1 的 \ 对角线（次项：至多一个皇后）</translation>
    </message>
    <message>
        <source>the / diagonal where row + column = %1 (secondary: at most one queen)</source>
        <translation>行 + 列 = %1 的 / 对角线（次项：至多一个皇后）</translation>
    </message>
    <message>
        <source>Option %1,%2: a queen on row %1, column %2.</source>
        <translation>候选 %1,%2：第 %1 行第 %2 列的皇后。</translation>
    </message>
    <message>
        <source>Item %1: %2.</source>
        <translation>项 %1：%2。</translation>
    </message>
    <message>
        <source>The option holds this item.</source>
        <translation>该候选包含此项。</translation>
    </message>
    <message>
        <source>The option does not hold this item.</source>
        <translation>该候选不包含此项。</translation>
    </message>
    <message>
        <source>The option is in the partial solution.</source>
        <translation>该候选属于当前的部分解。</translation>
    </message>
    <message>
        <source>The option is live.</source>
        <translation>该候选仍在矩阵中（未被隐藏）。</translation>
    </message>
    <message>
        <source>The option is hidden: one of its items is covered.</source>
        <translation>该候选已被隐藏：它的某一项已被覆盖。</translation>
    </message>
    <message>
        <source>The item is covered.</source>
        <translation>此项已被覆盖。</translation>
    </message>
    <message>
        <source>Covered items: %1 of %2. Live options: %3 of %4.</source>
        <translation>已覆盖的项：%1 / %2。剩余候选：%3 / %4。</translation>
    </message>
    <message>
        <source>The exact-cover matrix is drawn up to N = %1; at N = %2 it has %3 options by %4 items.</source>
        <translation>精确覆盖矩阵只绘制到 N = %1；N = %2 时它有 %3 个候选、%4 个项。</translation>
    </message>
    <message>
        <source>No exact-cover matrix yet: Dancing Links searches it.</source>
        <translation>尚无精确覆盖矩阵：舞蹈链在其上搜索。</translation>
    </message>
</context>
<context>
    <name>DlxMatrixLegend</name>
    <message>
        <source>option tried, placed or removed at this step</source>
        <translation>本步尝试、放置或移除的候选</translation>
    </message>
    <message>
        <source>option holds item</source>
        <translation>候选包含该项</translation>
    </message>
    <message>
        <source>option in the partial solution</source>
        <translation>部分解中的候选</translation>
    </message>
    <message>
        <source>chosen item</source>
        <translation>选中的项</translation>
    </message>
    <message>
        <source>item being covered</source>
        <translation>正在覆盖的项</translation>
    </message>
    <message>
        <source>item being uncovered</source>
        <translation>正在解除覆盖的项</translation>
    </message>
    <message>
        <source>covered item, hidden option</source>
        <translation>已覆盖的项、已隐藏的候选</translation>
    </message>
    <message>
        <source>diagonals: secondary items (at most once)</source>
        <translation>对角线：次项（至多一次）</translation>
    </message>
</context>
</TS>
