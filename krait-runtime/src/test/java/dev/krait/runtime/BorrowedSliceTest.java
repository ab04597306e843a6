/*
 * The borrowed first slice (CellRun): on the default pool the thread that starts a small cell runs
 * its first slice itself. Its outcome must not depend on that thread: cells whose results hang on
 * the Java stack (recursion through builtins, deep data, deep nesting in the source), on effects
 * held back while the slice runs, or on running long, end exactly as they do on 64 MiB cell threads,
 * whatever the stack of the thread that started them.
 */
package dev.krait.runtime;

import static dev.krait.runtime.TestSupport.await;
import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.runtime.internal.KraitThreads;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class BorrowedSliceTest {
  private static ExecutorService pool;

  @BeforeAll
  static void pools() {
    pool = Executors.newFixedThreadPool(2, KraitThreads.daemonThreads("reference-cell-", KraitThreads.CELL_STACK_BYTES));
  }

  @AfterAll
  static void shutdown() {
    pool.shutdownNow();
  }

  private static final String NODE = """
      class Node:
          def __init__(self, child):
              self.child = child
          def __repr__(self):
              return "N(" + repr(self.child) + ")"
      def chain(k):
          y = None
          for i in range(k):
              y = Node(y)
          return y
      """;

  /** Cells whose outcome could depend on the stack of the thread running them, or on held effects. */
  private static final List<String> CELLS = List.of(
      "1 + 1",
      "print(1 + 1)",
      """
      def f(n):
          return f(n + 1)
      try:
          f(0)
      except RecursionError as e:
          print("caught", e)
      """,
      NODE + """
      def fits(k):
          try:
              repr(chain(k))
              return True
          except RecursionError:
              return False
      print("deepest repr chain", max(k for k in range(0, 1100, 10) if fits(k)))
      """,
      NODE + "print(repr(chain(40))[:20])",
      """
      x = []
      for i in range(900):
          x = [x]
      print(len(repr(x)), len(str(x)))
      """,
      "x = " + "(".repeat(150) + "1" + ")".repeat(150) + "\nprint(x)",
      "x = " + "[".repeat(199) + "1" + "]".repeat(199) + "\nprint(len(str(x)))",
      """
      import asyncio
      text("first"); notify("note"); print("printed")
      r = await asyncio.gather(tools.echo({"i": 1}), tools.echo({"i": 2}))
      text(r)
      """,
      """
      t = tools.echo({"k": 1})
      def f(n):
          return f(n + 1)
      try:
          f(0)
      except RecursionError:
          print("deep")
      print(await t)
      """,
      """
      print("before"); text("out")
      store("k", [1, 2])
      print(load("k"))
      """,
      """
      print("start")
      s = 0
      for i in range(300000):
          s += i
      text(s)
      """,
      "print('x' * 50)\nraise ValueError('boom')",
      "exit()\nprint('never')",
      "import json\nprint(json.dumps({'a': [1, {'b': None}]}))\nprint(sorted([3, 1, 2], key=lambda v: -v))",
      "def (");

  /** What a host sees of a cell: its outcome, outputs, notifications, printed text and tool calls. */
  private static String observe(CodeExecutor executor, String source) {
    AtomicInteger invoked = new AtomicInteger();
    ToolExecutor tools = TestSupport.tools((name, input, cancellation) -> {
      invoked.incrementAndGet();
      return CompletableFuture.completedFuture(input);
    });
    CellContext context = TestSupport.context();
    CellOutcome outcome = await(executor.executeModule(source, tools, Cancellation.create(), context));
    return outcome + "\noutputs " + TestSupport.texts(context) + "\nnotes " + context.takeNotifications()
        + "\nprinted " + context.takePrinted() + "\ninvoked " + invoked.get() + "\nstaged " + context.hasStagedWrites() + "\nwarnings " + context.takeWarnings();
  }

  /** {@link #observe} of every cell, started from a new thread with {@code stackBytes} of stack. */
  private static List<String> observeFrom(CodeExecutor executor, long stackBytes) throws InterruptedException {
    List<String> seen = new ArrayList<>();
    Throwable[] failed = new Throwable[1];
    Thread thread = new Thread(null, () -> {
      try {
        CELLS.forEach(cell -> seen.add(observe(executor, cell)));
      } catch (Throwable t) {
        failed[0] = t;
      }
    }, "host-" + (stackBytes >> 10) + "k", stackBytes);
    thread.start();
    thread.join();
    assertThat(failed[0]).isNull();
    return seen;
  }

  @Test
  void outcomes_do_not_depend_on_the_starting_thread() throws InterruptedException {
    CodeExecutor reference = CodeExecutor.builder().warmUp(false).executor(pool).build();
    CodeExecutor borrowing = CodeExecutor.builder().warmUp(false).build();
    List<String> expected = new ArrayList<>();
    CELLS.forEach(cell -> expected.add(observe(reference, cell)));
    System.out.println(expected.get(3));
    for (long stack : new long[] {384L << 10, 1L << 20, KraitThreads.CELL_STACK_BYTES}) {
      List<String> seen = observeFrom(borrowing, stack);
      for (int i = 0; i < CELLS.size(); i++) {
        assertThat(seen.get(i)).as("cell %d from a %d KiB thread:%n%s", i, stack >> 10, CELLS.get(i))
            .isEqualTo(expected.get(i));
      }
    }
  }

  @Test
  void a_small_cell_ends_on_the_thread_that_started_it() {
    CodeExecutor borrowing = CodeExecutor.builder().warmUp(false).build();
    borrowing.executeModule("print(1)", TestSupport.echo(), Cancellation.create(), TestSupport.context()).join();
    CompletableFuture<CellOutcome> outcome =
        borrowing.executeModule("x = 1 + 1", TestSupport.echo(), Cancellation.create(), TestSupport.context());
    assertThat(outcome).isDone();
    CompletableFuture<CellOutcome> own = CodeExecutor.builder().warmUp(false).executor(pool).build()
        .executeModule("x = 1 + 1", TestSupport.echo(), Cancellation.create(), TestSupport.context());
    assertThat(await(own)).isInstanceOf(CellResult.Success.class);
  }

  @Test
  void a_tool_may_start_a_cell_from_inside_a_borrowed_slice() {
    CodeExecutor borrowing = CodeExecutor.builder().warmUp(false).build();
    ToolExecutor nested = TestSupport.tools((name, input, cancellation) -> borrowing
        .executeModule("text(" + input.get("n").asInt() + " * 2)", TestSupport.echo(), Cancellation.create(),
            TestSupport.context())
        .thenApply(outcome -> TestSupport.json(String.valueOf(input.get("n").asInt() * 2))));
    CellContext context = TestSupport.context();
    CellOutcome outcome = await(borrowing.executeModule(
        "import asyncio\ntext(await asyncio.gather(*[tools.echo({'n': i}) for i in range(5)]))", nested,
        Cancellation.create(), context));
    assertThat(outcome).isInstanceOf(CellResult.Success.class);
    assertThat(TestSupport.texts(context)).containsExactly("[0,2,4,6,8]");
  }

  @Test
  void a_cell_cancelled_before_it_starts_is_cancelled() {
    CodeExecutor borrowing = CodeExecutor.builder().warmUp(false).build();
    Cancellation cancellation = Cancellation.create();
    CompletableFuture<CellOutcome> running = borrowing.executeModule("while True:\n    pass",
        TestSupport.echo(), cancellation, TestSupport.context());
    cancellation.cancel();
    assertThat(await(running)).isInstanceOf(CellAbort.Cancelled.class);
  }
}
