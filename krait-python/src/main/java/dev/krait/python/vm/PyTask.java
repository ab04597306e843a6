/*
 * asyncio.Task: runs a coroutine on the VM's event loop. Each step resumes the coroutine's
 * frame chain until it awaits a future that is not done (the task then waits on it), yields
 * to the loop (asyncio.sleep(0)), returns, or raises.
 */
package dev.krait.python.vm;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBaseException;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyType;
import java.util.function.Consumer;

/** {@code asyncio.Task}. */
public final class PyTask extends PyFuture {
  public static final PyType TYPE = PyType.builtin("Task", PyFuture.TYPE, PyTask::install);

  final PyGenerator coro;
  /** Creation order within the loop (asyncio.run's shutdown cancels in this order). */
  final long serial;
  String name;
  boolean mustCancel;
  /** Task.cancelling(): cancel() requests not yet matched by uncancel(). */
  int numCancelsRequested;
  PyFuture waitingOn;
  private boolean scheduled;
  private PyBaseException throwNext;

  PyTask(EventLoop loop, PyGenerator coro, String name) {
    super(loop);
    this.serial = loop.taskSerial++;
    this.coro = coro;
    this.name = name;
    loop.tasks.add(this);
    onDone(f -> loop.tasks.remove(this));
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  /** The innermost frame of the task's await chain while it is suspended (where it waits), or null. */
  Frame waitingFrame() {
    return coro == null ? null : coro.top;
  }

  void schedule() {
    if (!scheduled) {
      scheduled = true;
      loop.callSoon(this::step);
    }
  }

  private void wakeup(PyFuture fut) {
    if (waitingOn == fut) {
      waitingOn = null;
      // CPython's Task.__wakeup steps the task right in the done callback: one loop hop, not two
      if (!scheduled) {
        step();
      }
    }
  }

  /** Ends a blocking time.sleep: the task runs next, before anything else that became ready. */
  void wakeNow(PyFuture fut) {
    if (waitingOn == fut) {
      waitingOn = null;
      scheduled = true;
      loop.ready.addFirst(this::step);
    }
  }

  void step() {
    scheduled = false;
    if (isDone()) {
      return;
    }
    PyBaseException throwIn = throwNext;
    throwNext = null;
    if (mustCancel) {
      mustCancel = false;
      throwIn = cancelledError(cancelMessage);
    }
    Vm vm = loop.vm;
    PyTask prev = loop.currentTask;
    loop.currentTask = this;
    try {
      PyObject r = vm.resumeGenerator(coro, PyNone.NONE, throwIn);
      if (vm.lastYielded) {
        if (r instanceof PyFuture fut && fut != this) {
          waitingOn = fut;
          fut.onDone(this::wakeup);
          if (mustCancel && fut.cancel(cancelMessage)) {
            mustCancel = false;
          }
        } else if (r == PyNone.NONE) {
          schedule();
        } else {
          throwNext = Errors.runtimeError("Task got bad yield: " + Ops.repr(r)).value();
          schedule();
        }
      } else {
        setResult(r);
      }
    } catch (PyError e) {
      if (e.matches(AsyncCore.CANCELLED_ERROR)) {
        super.cancel(cancelMessage);
      } else {
        setException(e.value());
      }
    } finally {
      loop.currentTask = prev;
    }
  }

  @Override
  boolean cancel(String msg) {
    if (isDone()) {
      return false;
    }
    numCancelsRequested++;
    cancelMessage = msg;
    if (waitingOn != null && waitingOn.cancel(msg)) {
      return true;
    }
    mustCancel = true;
    schedule();
    return true;
  }

  @Override
  public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
    super.forEachReference(v);
    v.visit(coro);
    v.visit(waitingOn);
    v.visit(throwNext);
  }

  private static PyTask task(PyObject o) {
    return (PyTask) o;
  }

  private static void install(PyType t) {
    PyFuture.installCommon(t);
    t.defineStaticMethod("__new__", (a, k) -> {
      PyObject[] p = Args.bind("Task", a, k, 1, new String[] {"coro", "loop", "name", "context"}, 1);
      return AsyncCore.newTask(Vm.current(), p[0], p[2]);
    });
    t.defineMethod("__init__", (a, k) -> PyNone.NONE);
    t.defineMethod("cancel", (a, k) -> {
      PyObject[] p = Args.bind("cancel", a, k, 1, new String[] {"msg"}, 0);
      return PyBool.of(task(a[0]).cancel(p[0] == null || p[0] == PyNone.NONE ? null : Ops.str(p[0])));
    });
    t.defineMethod("cancelling", (a, k) -> dev.krait.python.objects.PyInt.of(task(a[0]).numCancelsRequested));
    t.defineMethod("uncancel", (a, k) -> {
      PyTask tk = task(a[0]);
      if (tk.numCancelsRequested > 0) {
        tk.numCancelsRequested--;
      }
      return dev.krait.python.objects.PyInt.of(tk.numCancelsRequested);
    });
    t.defineMethod("get_name", (a, k) -> PyStr.of(task(a[0]).name));
    t.defineMethod("set_name", (a, k) -> {
      task(a[0]).name = Ops.str(a[1]);
      return PyNone.NONE;
    });
    t.defineMethod("get_coro", (a, k) -> task(a[0]).coro);
    t.defineMethod("__await__", (a, k) -> new FutureIter(task(a[0])));
    t.defineMethod("__repr__", (a, k) -> {
      PyTask tk = task(a[0]);
      String extra = tk.state == FINISHED ? (tk.exception != null ? " exception=" + Ops.repr(tk.exception)
          : " result=" + Ops.repr(tk.resultValue())) : "";
      String waitFor = "";
      if (!tk.isDone() && tk.waitingOn != null && !(tk.waitingOn instanceof PyTask) && !tk.waitingOn.isDone()) {
        waitFor = " wait_for=<Future pending cb=[Task.task_wakeup()]>";
      }
      return PyStr.of("<Task " + tk.stateName() + " name='" + tk.name + "' coro=" + coroRepr(tk) + waitFor + extra
          + ">");
    });
  }

  /** CPython's coroutine description in a task repr: where it runs, or where it was defined. */
  private static String coroRepr(PyTask tk) {
    PyGenerator g = tk.coro;
    if (g.frame == null) {
      return Ops.repr(g);
    }
    dev.krait.python.compiler.CodeObject code = g.frame.code;
    if (g.finished || tk.isDone()) {
      return "<" + g.qualname + "() done, defined at " + code.filename + ":" + code.firstLine + ">";
    }
    int line = g.started ? g.frame.currentLine() : code.firstLine;
    return "<" + g.qualname + "() running at " + code.filename + ":" + line + ">";
  }
}
