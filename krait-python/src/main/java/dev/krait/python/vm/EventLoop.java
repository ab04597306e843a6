/*
 * The event loop inside the VM: a ready queue of callbacks (task steps, done callbacks),
 * timers, and pending host calls. It never sleeps: when nothing is ready, Execution.resume()
 * returns Step.Blocked with the earliest timer.
 */
package dev.krait.python.vm;

import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.ReferenceVisitor;
import dev.krait.python.objects.Referrer;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.PriorityQueue;

/** Tasks, timers and pending external calls of one execution. */
final class EventLoop implements Referrer {
  final Vm vm;
  // Sized for a cell's few tasks (they grow): every execution makes a loop, and the default
  // IdentityHashMap alone was a 64-slot table.
  final ArrayDeque<Runnable> ready = new ArrayDeque<>(8);
  final PriorityQueue<Timer> timers = new PriorityQueue<>();
  final Map<Long, PyFuture> pendingCalls = new HashMap<>();
  PyTask currentTask;
  /** The task of a cell that never awaits at top level: CPython runs such code outside any loop. */
  PyTask hiddenTask;
  /** asyncio.run calls so far (task numbering follows CPython's). */
  int runsStarted;

  /** The task the code runs in, or null outside a loop (a plain cell's own frames). */
  PyTask runningTask() {
    return currentTask == hiddenTask ? null : currentTask;
  }
  /** A blocking time.sleep in progress: nothing else runs until sleepUntil (HostSources.loopNanos). */
  PyFuture sleepingFuture;
  PyTask sleepingTask;
  long sleepUntil;
  /** Tasks not yet done (roots for the memory walk). */
  final java.util.Set<PyTask> tasks = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>(4));
  private long timerSeq;
  /** Tasks created so far (PyTask.serial). */
  long taskSerial;
  private int taskCounter;
  private PyObject loopObject;

  EventLoop(Vm vm) {
    this.vm = vm;
  }

  /** A timer; compared by deadline then creation order. */
  static final class Timer implements Comparable<Timer>, Referrer {
    final long deadline;
    final long seq;
    final Runnable action;
    boolean cancelled;

    Timer(long deadline, long seq, Runnable action) {
      this.deadline = deadline;
      this.seq = seq;
      this.action = action;
    }

    @Override
    public void forEachReference(ReferenceVisitor v) {
      v.visitAny(action);
    }

    @Override
    public long shallowSize() {
      return 48;
    }

    @Override
    public int compareTo(Timer o) {
      int c = Long.compare(deadline, o.deadline);
      return c != 0 ? c : Long.compare(seq, o.seq);
    }
  }

  /** Everything scheduled: callbacks, timers (call_later handles), pending calls, live tasks. */
  @Override
  public void forEachReference(ReferenceVisitor v) {
    v.visit(vm);
    for (Runnable r : ready) {
      v.visitAny(r);
    }
    v.visitAll(timers);
    v.visitAll(pendingCalls.values());
    v.visitAll(tasks);
    v.visit(currentTask);
    v.visit(hiddenTask);
    v.visit(sleepingFuture);
    v.visit(sleepingTask);
    v.visit(loopObject);
  }

  @Override
  public long shallowSize() {
    return 64 + 16L * (ready.size() + timers.size() + tasks.size()) + 48L * pendingCalls.size();
  }

  void callSoon(Runnable r) {
    ready.add(r);
  }

  Timer callAt(long deadlineNanos, Runnable r) {
    Timer t = new Timer(deadlineNanos, timerSeq++, r);
    timers.add(t);
    return t;
  }

  /** Ends the blocking time.sleep: its task continues first, as if the call had simply returned. */
  void endBlockingSleep() {
    PyFuture fut = sleepingFuture;
    PyTask task = sleepingTask;
    sleepingFuture = null;
    sleepingTask = null;
    fut.setResult(dev.krait.python.objects.PyNone.NONE);
    if (task != null) {
      task.wakeNow(fut);
    }
  }

  String nextTaskName() {
    return "Task-" + (++taskCounter);
  }

  /** Moves due timers to the ready queue. */
  void fireDueTimers() {
    if (timers.isEmpty()) {
      return; // no clock reading: a replaying host records every one
    }
    long now = dev.krait.python.stdlib.HostSources.loopNanos();
    while (!timers.isEmpty()) {
      Timer t = timers.peek();
      if (t.cancelled) {
        timers.poll();
        continue;
      }
      if (t.deadline > now) {
        break;
      }
      timers.poll();
      ready.add(t.action);
    }
  }

  /** The earliest live timer's deadline, or -1. */
  long nextDeadline() {
    while (!timers.isEmpty() && timers.peek().cancelled) {
      timers.poll();
    }
    return timers.isEmpty() ? -1 : timers.peek().deadline;
  }

  PyObject loopObject() {
    if (loopObject == null) {
      loopObject = AsyncCore.makeLoopObject(vm);
    }
    return loopObject;
  }
}
