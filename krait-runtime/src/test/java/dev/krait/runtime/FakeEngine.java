/*
 * A scripted stand-in for the interpreter, so the runtime's driving, draining and bounds can be
 * tested without Python. A script is called on every resume() with the fake execution.
 */
package dev.krait.runtime;

import dev.krait.python.Execution;
import dev.krait.python.ExecutionOptions;
import dev.krait.python.ExternalReply;
import dev.krait.python.Step;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

final class FakeEngine implements Engine {
  /** Called on each resume() while the fake is not cancelled. */
  interface Script {
    Step resume(Fake fake);
  }

  private final Script script;
  final AtomicInteger started = new AtomicInteger();

  FakeEngine(Script script) {
    this.script = script;
  }

  @Override
  public Execution start(String source, ExecutionOptions options) {
    started.incrementAndGet();
    return new Fake(options, script);
  }

  static final class Fake implements Execution {
    final ExecutionOptions options;
    final Script script;
    final Map<Long, ExternalReply> settled = new HashMap<>();
    final List<Object> memory = new ArrayList<>();
    volatile boolean cancelled;
    int resumes;
    boolean inResume;

    Fake(ExecutionOptions options, Script script) {
      this.options = options;
      this.script = script;
    }

    /** Calls a host function the way the VM does. */
    ExternalReply call(String function, Object... args) {
      return options.host().call(function, Arrays.asList(args), Map.of());
    }

    ExternalReply callKw(String function, Map<String, Object> kwargs) {
      return options.host().call(function, List.of(), kwargs);
    }

    @Override
    public Step resume() {
      if (inResume) {
        throw new IllegalStateException("re-entrant resume");
      }
      inResume = true;
      try {
        if (cancelled) {
          return new Step.Cancelled();
        }
        resumes++;
        Step step = script.resume(this);
        return cancelled && step instanceof Step.Blocked ? new Step.Cancelled() : step;
      } finally {
        inResume = false;
      }
    }

    @Override
    public void settle(long pendingId, ExternalReply outcome) {
      if (inResume) {
        throw new IllegalStateException("settle during resume");
      }
      if (settled.put(pendingId, outcome) != null) {
        throw new IllegalStateException("settled twice: " + pendingId);
      }
    }

    @Override
    public void cancel() {
      cancelled = true;
    }

    @Override
    public long cpuNanosUsed() {
      return 0;
    }

    @Override
    public void setCpuNanosUsed(long nanos) {
      // the fake spends no CPU
    }
  }
}
