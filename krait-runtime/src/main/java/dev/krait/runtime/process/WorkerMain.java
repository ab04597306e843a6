/*
 * The worker process of Isolation.PROCESS: the same interpreter and in-process sandbox as the
 * host's own mode, with every way out of the cell (tool calls, helpers, print) turned into a frame
 * to the host on stdout and every answer read from stdin (docs/worker-protocol.md).
 *
 * Shaped to hold no authority of its own: it publishes nothing, admits nothing and stores nothing;
 * it only runs Python and asks. It runs cells one after another (the host decides how many), exits
 * when its stdin closes or its parent is gone, and the JVM exits on its first OutOfMemoryError
 * (-XX:+ExitOnOutOfMemoryError, exit code 3), which the host reports as the memory limit.
 */
package dev.krait.runtime.process;

import dev.krait.python.Execution;
import dev.krait.python.ExecutionOptions;
import dev.krait.python.ExternalHost;
import dev.krait.python.ExternalReply;
import dev.krait.python.Program;
import dev.krait.python.Python;
import dev.krait.python.PythonFailure;
import dev.krait.python.PythonSyntaxError;
import dev.krait.python.Step;
import dev.krait.runtime.internal.JsonBridge;
import dev.krait.runtime.internal.KraitThreads;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** Entry point of a worker JVM. Not an API: the host starts it with the arguments it needs. */
public final class WorkerMain {
  /** Test-only misbehaviour (system property), so the host's defences can be shown to work. */
  static final String TEST_MODE = "krait.worker.test";

  private static final String WARM_UP = """
      import asyncio, json
      async def one(n):
          await asyncio.sleep(0)
          return {"n": n, "s": f"item {n:>4}", "sq": [i * i for i in range(n % 7)]}
      async def main():
          rows = await asyncio.gather(*(one(i) for i in range(40)))
          return sorted(rows, key=lambda r: -r["n"])[:5]
      rows = asyncio.run(main())
      text = json.dumps({"rows": rows, "total": sum(r["n"] for r in rows)})
      words = {}
      for w in ("a b c d a b a " * 20).split():
          words[w] = words.get(w, 0) + 1
      try:
          {}["missing"]
      except KeyError as e:
          message = str(e)
      """;

  /**
   * The rehearsal's cell: a gather of tool calls, a print and an output, the frames a host's cell
   * sends most. Its host frames are scripted in {@link #rehearsalScript}.
   */
  private static final String REHEARSAL = """
      import asyncio
      rs = await asyncio.gather(*(tools.echo(i=i, s="item") for i in range(40)))
      print("got", len(rs))
      text({"total": sum(r["i"] for r in rs), "last": rs[-1]})
      """;
  private static final int REHEARSAL_CALLS = 40;
  private static final int REHEARSAL_ROUNDS = 12;

  private final WorkerProtocol.FrameReader reader;
  private final OutputStream stdout;
  private final String testMode;
  /** A rehearsal (the warm-up of the protocol path) talks to a script, not a host: it never halts the JVM. */
  private final boolean rehearsal;
  private long seq;

  private WorkerMain(InputStream in, OutputStream out, String testMode, boolean rehearsal) {
    this.reader = new WorkerProtocol.FrameReader(in, Long.MAX_VALUE);
    this.stdout = out;
    this.testMode = testMode;
    this.rehearsal = rehearsal;
  }

  public static void main(String[] args) throws Exception {
    // Nothing but frames may reach stdout: stray prints (a library, a JVM warning) go to stderr.
    System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true));
    watchParent();
    WorkerMain worker = new WorkerMain(new FileInputStream(FileDescriptor.in),
        new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16), System.getProperty(TEST_MODE, ""), false);
    // "--cold": the small cell once over (class initialisation only); "--warm-up-millis=N": the
    // runtime's warm-up corpus for N ms (a worker that will run many cells); neither: a few rounds
    // of one small cell
    String warm = args.length == 0 ? "" : args[0];
    Thread thread = new Thread(null, () -> worker.serve(warm), "krait-worker-cell", KraitThreads.CELL_STACK_BYTES);
    thread.start();
    thread.join();
    System.exit(0);
  }

  /** Exits when the host that started this worker is gone (its pipes may outlive it in a grandchild). */
  private static void watchParent() {
    ProcessHandle parent = ProcessHandle.current().parent().orElse(null);
    if (parent == null) {
      return;
    }
    Thread watcher = new Thread(() -> {
      while (true) {
        try {
          Thread.sleep(500);
        } catch (InterruptedException e) {
          return;
        }
        ProcessHandle now = ProcessHandle.current().parent().orElse(null);
        if (!parent.isAlive() || now == null || now.pid() != parent.pid()) {
          Runtime.getRuntime().halt(0);
        }
      }
    }, "krait-worker-parent");
    watcher.setDaemon(true);
    watcher.start();
  }

  private void serve(String warm) {
    try {
      if (testMode.equals("exit-at-boot")) {
        Runtime.getRuntime().halt(7);
      }
      if (warm.startsWith("--warm-up-millis=")) {
        dev.krait.runtime.WarmUp.runHere(java.time.Duration.ofMillis(Long.parseLong(warm.substring(17))));
        rehearse();
      } else if (warm.equals("--cold")) {
        // A cell waits for this worker: no rehearsal, but the one small cell of warmUp() all the
        // same, so that the interpreter's classes are initialised outside any cell's budget (a
        // class whose initialisation a CPU limit interrupts stays broken for the JVM's life).
        warmUp(1);
      } else {
        warmUp();
        rehearse();
      }
      ObjectNode hello = WorkerProtocol.frame("hello");
      hello.put("version", WorkerProtocol.VERSION);
      send(hello);
      while (true) {
        ObjectNode frame = receive();
        if (!frame.path("type").asString().equals("start")) {
          throw new IllegalStateException("expected a start frame");
        }
        runCell(frame);
      }
    } catch (EndOfInput e) {
      Runtime.getRuntime().halt(0);
    } catch (Throwable t) {
      System.err.println("krait worker: " + t);
      Runtime.getRuntime().halt(2);
    }
  }

  /** A few rounds of a small cell: class loading and the first JIT tiers are paid before the host's cell. */
  private static void warmUp() {
    warmUp(3);
  }

  private static void warmUp(int rounds) {
    try {
      Program program = Python.compile(WARM_UP, "<warm-up>");
      for (int i = 0; i < rounds; i++) {
        // a budget no cold JVM on a loaded machine can exhaust: a limit firing inside a class
        // initialiser would leave the class broken for every later cell of this worker
        Execution execution = Python.start(program, ExecutionOptions.builder().cpuTimeNanos(600_000_000_000L)
            .heapBytes(64L << 20).stdout(s -> { }).stderr(s -> { }).build());
        execution.resume();
      }
    } catch (PythonSyntaxError | RuntimeException | Error e) {
      System.err.println("krait worker: warm-up failed: " + e);
    }
  }

  /**
   * Runs the rehearsal cell a few times through this class's own frame path — encoding calls,
   * prints and steps, parsing replies and resumes — against a script of host frames, writing to
   * nowhere. A one-cell worker runs C1 code only, and without this a cell's first hundred tool
   * calls would run the JSON and framing code interpreted (about 1 ms a round trip). A script
   * that no longer matches the cell only makes the warm-up incomplete (reported on stderr).
   */
  private static void rehearse() {
    try {
      byte[] script = rehearsalScript();
      ObjectNode start = WorkerProtocol.frame("start");
      start.put("source", REHEARSAL);
      start.put("filename", "<rehearsal>");
      start.put("cpu_nanos", 2_000_000_000L);
      start.put("heap_bytes", 64L << 20);
      start.put("recursion_limit", 1000);
      start.put("max_host_depth", 128);
      ObjectNode globals = start.putObject("globals");
      globals.set("tools", WorkerProtocol.global(new dev.krait.python.HostValues.HostNamespace("tools",
          Map.of("echo", new dev.krait.python.HostValues.HostFunction("tools.echo")))));
      globals.set("text", WorkerProtocol.global(new dev.krait.python.HostValues.HostFunction("text")));
      for (int i = 0; i < REHEARSAL_ROUNDS; i++) {
        java.io.ByteArrayOutputStream frames = new java.io.ByteArrayOutputStream();
        new WorkerMain(new ByteArrayInputStream(script), frames, "", true).runCell(start);
        String sent = frames.toString(java.nio.charset.StandardCharsets.UTF_8);
        if (!sent.contains("\"step\":\"completed\"")) {
          // the script and the cell disagree: the warm-up is incomplete, nothing worse
          throw new IllegalStateException("the rehearsal cell did not complete: " + sent.substring(Math.max(0, sent.length() - 300)));
        }
      }
    } catch (Exception | Error e) {
      System.err.println("krait worker: rehearsal failed: " + e);
    }
  }

  /** The host's side of one rehearsal: the frames a host sends for REHEARSAL, in order. */
  private static byte[] rehearsalScript() throws IOException {
    java.io.ByteArrayOutputStream script = new java.io.ByteArrayOutputStream();
    ObjectNode first = WorkerProtocol.frame("resume");
    first.putArray("settled");
    WorkerProtocol.write(script, first);
    ArrayNode settled = WorkerProtocol.NODES.arrayNode();
    for (int i = 1; i <= REHEARSAL_CALLS; i++) {
      ObjectNode outcome = settled.addObject(); // tool calls are pipelined: no reply frames
      outcome.put("id", WorkerProtocol.PIPELINED_IDS + i);
      outcome.putObject("value").put("i", i - 1).put("s", "item");
    }
    ObjectNode resume = WorkerProtocol.frame("resume");
    resume.set("settled", settled);
    WorkerProtocol.write(script, resume);
    WorkerProtocol.write(script, reply(new ExternalReply.Value(null)));
    return script.toByteArray();
  }

  private static ObjectNode reply(ExternalReply reply) {
    ObjectNode frame = WorkerProtocol.frame("reply");
    frame.set("reply", WorkerProtocol.reply(reply));
    return frame;
  }

  private void runCell(ObjectNode start) throws Exception {
    switch (testMode) {
      case "exit-at-start" -> Runtime.getRuntime().halt(7);
      case "garbage" -> {
        while (true) {
          stdout.write("this is not a frame\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
          stdout.flush();
        }
      }
      case "endless-line" -> {
        byte[] x = new byte[1 << 16];
        java.util.Arrays.fill(x, (byte) 'x');
        while (true) {
          stdout.write(x);
          stdout.flush();
        }
      }
      default -> { }
    }
    Host host = new Host();
    ExecutionOptions.Builder options = ExecutionOptions.builder()
        .cpuTimeNanos(WorkerProtocol.integer(start, "cpu_nanos"))
        .wallClockNanos(start.path("wall_clock_nanos").asLong(Long.MAX_VALUE))
        .heapBytes(WorkerProtocol.integer(start, "heap_bytes"))
        .recursionLimit((int) WorkerProtocol.integer(start, "recursion_limit"))
        .maxHostDepth((int) WorkerProtocol.integer(start, "max_host_depth"))
        .lastValue(start.path("last_value").asBoolean(false))
        .stdout(text -> print("stdout", text))
        .stderr(text -> print("stderr", text))
        .host(host);
    for (Map.Entry<String, JsonNode> global : WorkerProtocol.object(start, "globals").properties()) {
      options.global(global.getKey(), WorkerProtocol.fromGlobal(global.getValue()));
    }
    Program program;
    try {
      program = Python.compile(WorkerProtocol.string(start, "source"), WorkerProtocol.string(start, "filename"));
    } catch (PythonSyntaxError e) {
      ObjectNode error = WorkerProtocol.frame("syntax_error");
      error.put("kind", e.kind());
      error.put("msg", e.msg());
      error.put("line", e.line());
      error.put("column", e.column());
      error.put("report", e.report());
      send(error);
      return;
    }
    Execution execution = Python.start(program, options.build());
    host.execution = execution;
    send(WorkerProtocol.frame("ready"));
    if (testMode.equals("duplicate-ready")) {
      send(WorkerProtocol.frame("ready"));
    }
    while (true) {
      ObjectNode frame = receive();
      String type = frame.path("type").asString();
      if (type.equals("abandon")) {
        execution.cancel();
        return;
      }
      if (!type.equals("resume")) {
        throw new IllegalStateException("expected a resume frame, got " + type);
      }
      for (JsonNode settled : WorkerProtocol.array(frame, "settled")) {
        execution.settle(settled.get("id").longValue(), WorkerProtocol.fromReply(settled));
      }
      Step step = execution.resume();
      ObjectNode reply = WorkerProtocol.frame("step");
      if (testMode.equals("bad-step")) {
        reply.put("cpu_nanos", "soon");
      } else {
        reply.put("cpu_nanos", execution.cpuNanosUsed());
      }
      if (step instanceof Step.Blocked blocked) {
        reply.put("step", "blocked");
        long wakeAt = blocked.wakeAtNanos();
        reply.put("wake_in_nanos", wakeAt < 0 ? -1 : Math.max(0, wakeAt - System.nanoTime()));
        send(reply);
        continue;
      }
      if (step instanceof Step.Completed completed) {
        reply.put("step", "completed");
        if (completed.value() != null) {
          try {
            reply.set("value", WorkerProtocol.value(completed.value()));
          } catch (JsonBridge.RejectedValue e) {
            reply.put("value", String.valueOf(completed.value()));
          }
        }
      } else if (step instanceof Step.Raised raised) {
        PythonFailure failure = raised.failure();
        reply.put("step", "raised");
        reply.put("exception", failure.typeName());
        reply.put("message", failure.message());
        reply.put("traceback", failure.traceback());
      } else if (step instanceof Step.LimitExceeded limit) {
        reply.put("step", "limit");
        reply.put("message", limit.message());
        reply.put("traceback", limit.traceback());
      } else {
        reply.put("step", "cancelled");
      }
      send(reply);
      return;
    }
  }

  /**
   * A tool call whose admission the host can only answer with a pending id (one JSON argument or
   * keyword arguments: anything else is the host's TypeError, which must be raised at the call).
   */
  static boolean pipelines(String function, List<Object> args, Map<String, Object> kwargs) {
    return function.startsWith("tools.") && (args.isEmpty() || args.size() == 1 && kwargs.isEmpty());
  }

  /**
   * The cell's calls out, as call frames answered by reply frames — except tool calls, which the
   * worker numbers itself and does not wait for (a 100-way gather is 100 frames one way, not 100
   * round trips): their outcomes come with the next resume, as every tool's does.
   */
  private final class Host implements ExternalHost {
    private boolean called;
    private Execution execution;
    private long pipelinedId = WorkerProtocol.PIPELINED_IDS;

    @Override
    public ExternalReply call(String function, List<Object> args, Map<String, Object> kwargs) {
      try {
        if (!called) {
          called = true;
          misbehaveOnFirstCall();
        }
        ObjectNode frame = WorkerProtocol.frame("call");
        frame.put("function", function);
        ArrayNode list = frame.putArray("args");
        for (Object arg : args) {
          list.add(WorkerProtocol.value(arg));
        }
        ObjectNode named = frame.putObject("kwargs");
        for (Map.Entry<String, Object> entry : kwargs.entrySet()) {
          named.set(entry.getKey(), WorkerProtocol.value(entry.getValue()));
        }
        boolean pipelined = pipelines(function, args, kwargs);
        if (pipelined) {
          frame.put("id", testMode.equals("skip-call-id") ? ++pipelinedId + 1 : ++pipelinedId);
        }
        send(frame);
        if (testMode.equals("ignore-stdin")) {
          Thread.sleep(Long.MAX_VALUE);
        }
        if (pipelined) {
          return new ExternalReply.Pending(pipelinedId);
        }
        ObjectNode reply = receive();
        if (!reply.path("type").asString().equals("reply")) {
          throw new IllegalStateException("expected a reply frame");
        }
        if (reply.path("stop").asBoolean(false)) {
          execution.cancel(); // the host ended the cell (an output bound): the VM stops at once
        }
        return WorkerProtocol.fromReply(WorkerProtocol.object(reply, "reply"));
      } catch (JsonBridge.RejectedValue e) {
        return new ExternalReply.Error(e.pythonType(), e.getMessage());
      } catch (EndOfInput e) {
        if (!rehearsal) {
          Runtime.getRuntime().halt(0);
        }
        throw e;
      } catch (Exception e) {
        System.err.println("krait worker: " + e);
        if (!rehearsal) {
          Runtime.getRuntime().halt(2);
        }
        throw new IllegalStateException(e);
      }
    }
  }

  /** What the test modes do where a buggy builtin would: inside the cell, on its first call out. */
  private void misbehaveOnFirstCall() {
    switch (testMode) {
      case "unmetered-builtin" -> {
        long x = 0;
        while (x != -1) {
          x = x * 6364136223846793005L + 1442695040888963407L;
        }
      }
      case "exit-mid-cell" -> System.exit(1); // as a bug would: shutdown hooks run, then the JVM exits
      case "oom" -> {
        List<long[]> hog = new ArrayList<>();
        while (true) {
          hog.add(new long[1 << 20]);
        }
      }
      default -> { }
    }
  }

  private void print(String stream, String text) {
    ObjectNode frame = WorkerProtocol.frame("print");
    frame.put("stream", stream);
    frame.put("text", text);
    try {
      send(frame);
    } catch (IOException e) {
      Runtime.getRuntime().halt(0);
    }
  }

  private void send(ObjectNode frame) throws IOException {
    ObjectNode numbered = WorkerProtocol.NODES.objectNode();
    numbered.put("type", frame.get("type").asString());
    long number = ++seq;
    if (testMode.equals("repeat-seq") && number == 2) {
      number = 1;
    } else if (testMode.equals("skip-seq") && number == 2) {
      number = ++seq;
    }
    numbered.put("seq", number);
    frame.properties().forEach(e -> {
      if (!e.getKey().equals("type")) {
        numbered.set(e.getKey(), e.getValue());
      }
    });
    WorkerProtocol.write(stdout, numbered);
  }

  private ObjectNode receive() throws IOException, WorkerProtocol.Violation {
    byte[] line = reader.next();
    if (line == null) {
      throw new EndOfInput();
    }
    return WorkerProtocol.parse(line);
  }

  /** The host closed our stdin: it is done with this worker. */
  private static final class EndOfInput extends RuntimeException {
    private static final long serialVersionUID = 1L;

    EndOfInput() {
      super(null, null, false, false);
    }
  }
}
