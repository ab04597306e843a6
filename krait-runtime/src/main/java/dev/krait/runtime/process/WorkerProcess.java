/*
 * One worker JVM as the host sees it: its pipes, the sequence number its next frame must carry,
 * and the means to measure, kill and reap it. Frames are read with the protocol's size bound and
 * checked for order here, so no caller can forget to.
 */
package dev.krait.runtime.process;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.node.ObjectNode;

/** A started worker process. Reads and writes happen on one thread at a time; kill() on any. */
final class WorkerProcess {
  /** The JVM's exit code for -XX:+ExitOnOutOfMemoryError. */
  static final int OOM_EXIT_CODE = 3;

  private final Process process;
  private final WorkerProtocol.FrameReader reader;
  private final OutputStream stdin;
  private long expectedSeq = 1;
  int cellsRun;

  private WorkerProcess(Process process, long maxFrameBytes) {
    this.process = process;
    this.reader = new WorkerProtocol.FrameReader(process.getInputStream(), maxFrameBytes);
    this.stdin = new BufferedOutputStream(process.getOutputStream(), 1 << 16);
  }

  /** Starts a worker: cleared environment, stdin/stdout piped, stderr discarded. */
  static WorkerProcess spawn(List<String> command, long maxFrameBytes) {
    ProcessBuilder builder = new ProcessBuilder(command);
    builder.environment().clear();
    builder.redirectError("inherit".equals(System.getProperty("krait.worker.stderr"))
        ? ProcessBuilder.Redirect.INHERIT : ProcessBuilder.Redirect.DISCARD);
    try {
      return new WorkerProcess(builder.start(), maxFrameBytes);
    } catch (IOException e) {
      throw new WorkerFailure("cannot start a worker process: " + e.getMessage());
    }
  }

  long pid() {
    return process.pid();
  }

  boolean isAlive() {
    return process.isAlive();
  }

  /**
   * The next frame, checked to be an object with a "type" and the next "seq"; null at end of
   * output (the worker exited or was killed).
   */
  ObjectNode receive() throws IOException, WorkerProtocol.Violation {
    byte[] line = reader.next();
    if (line == null) {
      return null;
    }
    ObjectNode frame = WorkerProtocol.parse(line);
    long seq = WorkerProtocol.integer(frame, "seq");
    if (seq != expectedSeq) {
      throw new WorkerProtocol.Violation(seq < expectedSeq
          ? "duplicate " + frame.get("type").asString() + " frame (seq " + seq + " again; expected " + expectedSeq + ")"
          : "out-of-order " + frame.get("type").asString() + " frame (seq " + seq + ", expected " + expectedSeq + ")");
    }
    expectedSeq++;
    return frame;
  }

  void send(ObjectNode frame) throws IOException {
    WorkerProtocol.write(stdin, frame);
  }

  /** CPU time the whole worker JVM has used so far (all its threads), or -1 if unknown. */
  long cpuNanos() {
    return process.toHandle().info().totalCpuDuration().map(Duration::toNanos).orElse(-1L);
  }

  /** Sends SIGKILL without waiting (any thread): the pipes close, a blocked read or write returns. */
  void destroy() {
    process.destroyForcibly();
  }

  /** Kills the worker (SIGKILL) and reaps it; returns its exit code, or -1 if it did not die. */
  int kill() {
    process.destroyForcibly();
    return reap();
  }

  /** Closes its stdin (an idle worker then exits by itself) and kills it if it lingers. */
  void retire() {
    try {
      stdin.close();
    } catch (IOException ignored) {
      // it is going anyway
    }
    try {
      if (!process.waitFor(2, TimeUnit.SECONDS)) {
        kill();
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }

  /** Waits for the worker to exit: its exit code (128 + n for signal n), or -1 after 10 s. */
  int reap() {
    try {
      if (process.waitFor(10, TimeUnit.SECONDS)) {
        return process.exitValue();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return -1;
  }

  /** "code 7", "signal 9 (SIGKILL)". */
  static String describeExit(int code) {
    if (code < 0) {
      return "an unknown status";
    }
    if (code > 128 && code < 160) {
      int signal = code - 128;
      String name = switch (signal) {
        case 6 -> " (SIGABRT)";
        case 9 -> " (SIGKILL)";
        case 11 -> " (SIGSEGV)";
        case 15 -> " (SIGTERM)";
        default -> "";
      };
      return "signal " + signal + name;
    }
    return "code " + code;
  }
}
