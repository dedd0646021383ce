<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AlgorithmNames</name>
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
        <source>Depth k: stop when the search places its k-th queen (k queens on the board)</source>
        <translation>深度 k：搜索放下第 k 个皇后时停止（棋盘上有 k 个皇后）</translation>
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
    <name>CliArguments</name>
    <message>
        <source>N is too large; got &apos;%1&apos;</source>
        <translation>N 过大；收到的值为“%1”</translation>
    </message>
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
        <source>Usage: queenslab-cli COMMAND [arguments] [options]

Solves, verifies and traces the N-Queens problem.

Commands:
</source>
        <translation>用法：queenslab-cli COMMAND [arguments] [options]

求解、验证和跟踪 N 皇后问题。

命令：
</translation>
    </message>
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
        <source>
Run &apos;queenslab-cli COMMAND --help&apos; for the arguments of a command.
Rows and columns are numbered from 0.
Exit codes: 0 success, 1 the answer is no (not a solution, no solution exists), 2 bad usage or input, 3 internal error, 130 interrupted (Ctrl-C).
</source>
        <translation>
运行“queenslab-cli COMMAND --help”查看某个命令的参数。
行和列都从 0 开始编号。
退出码：0 成功；1 答案为否（不是解，或不存在解）；2 用法或输入有误；3 内部错误；130 被中断（Ctrl-C）。
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
        <source>Print one JSON object: {&quot;n&quot;,&quot;total&quot;,&quot;unique&quot;,&quot;nodes&quot;,&quot;threads&quot;,&quot;seconds&quot;}.</source>
        <translation>输出一个 JSON 对象：{&quot;n&quot;,&quot;total&quot;,&quot;unique&quot;,&quot;nodes&quot;,&quot;threads&quot;,&quot;seconds&quot;}。</translation>
    </message>
    <message>
        <source>count supports N from 1 to %1; got %2 (%1 is the largest N of the published table, and from N = 29 on the count would not fit in 64 bits)</source>
        <translation>count 支持的 N 为 1 到 %1；收到的值为 %2（%1 是已发表的计数表中最大的 N，从 N = 29 起解的个数超出 64 位整数的范围）</translation>
    </message>
    <message>
        <source>--threads must be from 1 to %1; got &apos;%2&apos;</source>
        <translation>--threads 必须在 1 到 %1 之间；收到的值为“%2”</translation>
    </message>
    <message>
        <source>interrupted after %1 of %2 work units (%3%); no count printed</source>
        <translation>在完成 %2 个工作单元中的 %1 个（%3%）后被中断；未输出计数</translation>
    </message>
    <message>
        <source>N = %1: %2 solutions, %3 fundamental (distinct under rotations and reflections)
</source>
        <translation>N = %1：共 %2 个解，其中基本解 %3 个（在旋转和翻转下互不相同）
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
    <name>EventDescriber</name>
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
        <translation>把第 %L1 行皇后在第 %L2 列的棋盘放入 OPEN（深度 %L3）。</translation>
    </message>
    <message>
        <source>Pop the board with row %L1 at column %L2 from OPEN (depth %L3).</source>
        <translation>从 OPEN 取出第 %L1 行皇后在第 %L2 列的棋盘（深度 %L3）。</translation>
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
    <name>MainWindow</name>
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
        <source>Timeline over its %1 MiB bound: steps before %2 are kept as keyframes only</source>
        <translation>时间轴超出 %1 MiB 上限：第 %2 步之前只保留关键帧</translation>
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
        <translation>OPEN 和 CLOSED</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>scrubber: step shown / steps recorded</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Show attacked squares</source>
        <translation>显示受攻击的格子</translation>
    </message>
    <message>
        <source>Hatch the empty squares a queen on the board attacks.</source>
        <translation>用斜纹标出棋盘上的皇后所攻击的空格。</translation>
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
        <source>%1 (%2)</source>
        <comment>tool tip of an action: its name (its shortcut)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between two shortcuts</comment>
        <translation>、</translation>
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
        <source>Run to depth %L1</source>
        <comment>k queens on the board</comment>
        <translation>运行到深度 %L1</translation>
    </message>
    <message>
        <source>Run to collisions ≤ %L1</source>
        <comment>a full board with at most k collisions</comment>
        <translation>运行到冲突数 ≤ %L1</translation>
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
        <source>Random seed of the min-conflicts search: the same seed replays the same run.</source>
        <translation>最小冲突搜索的随机种子：相同的种子重现相同的运行过程。</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>算法(&amp;A)：</translation>
    </message>
    <message>
        <source>Board size &amp;N:</source>
        <translation>棋盘大小 N(&amp;N)：</translation>
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
        <source>Draw a random seed and start a new min-conflicts run.</source>
        <translation>随机抽取一个种子，开始一次新的最小冲突搜索。</translation>
    </message>
    <message>
        <source>Min-conflicts stops at the first solution it reaches.</source>
        <translation>最小冲突搜索在得到第一个解时停止。</translation>
    </message>
    <message>
        <source>Stop at the first solution, or go on to find them all.</source>
        <translation>在第一个解处停止，或继续找出所有解。</translation>
    </message>
    <message>
        <source>New seed: %1.</source>
        <translation>新种子：%1。</translation>
    </message>
</context>
<context>
    <name>Pseudocode</name>
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
        <source>    if delta &lt; 0: swap(i, j)</source>
        <translation>    if delta &lt; 0: swap(i, j)</translation>
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
    <message>
        <source>%1 events/s</source>
        <translation>%1 事件/秒</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 步/秒</translation>
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
        <translation>CLOSED：已扩展的节点</translation>
    </message>
    <message>
        <source>A tuple lists the column of the queen in rows 0, 1, 2, …; column 0 is on the left, as on the board.</source>
        <translation>元组依次列出第 0、1、2、… 行皇后所在的列；第 0 列在左边，与棋盘一致。</translation>
    </message>
    <message>
        <source>OPEN: nodes waiting</source>
        <translation>OPEN：等待中的节点</translation>
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
        <translation>OPEN：等待中的节点（栈）</translation>
    </message>
    <message>
        <source>OPEN: nodes waiting (a queue)</source>
        <translation>OPEN：等待中的节点（队列）</translation>
    </message>
    <message>
        <source>The contents of OPEN could not be rebuilt from the recorded events (%1), so only the sizes are shown.</source>
        <translation>无法根据已记录的事件重建 OPEN 的内容（%1），因此只显示大小。</translation>
    </message>
    <message>
        <source>Going back to step %1 needs nodes this view no longer keeps, so only the sizes of OPEN and CLOSED are shown here.</source>
        <translation>回到第 %1 步需要本视图已不再保存的节点，因此这里只显示 OPEN 和 CLOSED 的大小。</translation>
    </message>
    <message>
        <source>The events needed to rebuild OPEN at step %1 were dropped to keep the timeline within its memory bound, so only the sizes of OPEN and CLOSED are shown here.</source>
        <translation>为使时间轴不超出内存上限，重建第 %1 步的 OPEN 所需的事件已被丢弃，因此这里只显示 OPEN 和 CLOSED 的大小。</translation>
    </message>
    <message>
        <source>Being expanded (the node the last pop took from OPEN):</source>
        <translation>正在扩展（上一次从 OPEN 取出的节点）：</translation>
    </message>
    <message>
        <source>No node has been taken from OPEN yet.</source>
        <translation>尚未从 OPEN 取出任何节点。</translation>
    </message>
    <message>
        <source>The node being expanded is no longer known.</source>
        <translation>已无法得知正在扩展的节点。</translation>
    </message>
    <message>
        <source>OPEN is empty.</source>
        <translation>OPEN 为空。</translation>
    </message>
    <message>
        <source>OPEN from the stack top (last in, first out); DFS pushes its children on top before the next pop:</source>
        <translation>OPEN 从栈顶列起（后进先出）；DFS 在下一次弹出之前把子节点压入栈顶：</translation>
    </message>
    <message>
        <source>OPEN from the queue front (first in, first out), in the order it will be expanded:</source>
        <translation>OPEN 从队首列起（先进先出），按扩展的先后顺序：</translation>
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
        <source>Write to FILE (replaced only when complete) instead of standard output.</source>
        <translation>写入 FILE 而不是标准输出（完成后才替换该文件）。</translation>
    </message>
    <message>
        <source>solutions supports N from 1 to %1; got %2</source>
        <translation>solutions 支持的 N 为 1 到 %1；收到的值为 %2</translation>
    </message>
    <message>
        <source>listing every solution for N = %1 would print far too much (N above %2); add --limit K</source>
        <translation>列出 N = %1 的全部解会输出太多内容（N 大于 %2）；请加上 --limit K</translation>
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
        <translation>OPEN / CLOSED：</translation>
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
        <source>attacking pairs: %1</source>
        <translation>互相攻击的皇后对数：%1</translation>
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
</context>
</TS>
