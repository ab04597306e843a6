/*
 * asyncio.Future inside the VM: a result that arrives later. Awaiting one that is not done
 * suspends the awaiting task (the loop returns with its frame chain saved); completing it
 * schedules its done callbacks, which wake the waiters. Pending host calls are futures too.
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
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** {@code asyncio.Future}. */
public class PyFuture extends PyObject {
  public static final PyType TYPE = PyType.builtin("Future", PyType.OBJECT, PyFuture::install);

  static final int PENDING = 0;
  static final int FINISHED = 1;
  static final int CANCELLED = 2;

  final EventLoop loop;
  int state;
  PyObject result;
  PyBaseException exception;
  String cancelMessage;
  private List<Object> callbacks;

  PyFuture(EventLoop loop) {
    this.loop = loop;
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  boolean isDone() {
    return state != PENDING;
  }

  boolean isCancelled() {
    return state == CANCELLED;
  }

  /** The exception awaiting this raises (CancelledError when cancelled), or null. */
  PyBaseException exceptionOrNull() {
    if (state == CANCELLED) {
      return cancelledError(cancelMessage);
    }
    return exception;
  }

  PyObject resultValue() {
    return result == null ? PyNone.NONE : result;
  }

  /** The result, raising the exception (or CancelledError) when there is one. */
  PyObject resultOrThrow() {
    PyBaseException e = exceptionOrNull();
    if (e != null) {
      throw e.toError();
    }
    if (state == PENDING) {
      throw invalidState("Result is not set.");
    }
    return resultValue();
  }

  static PyBaseException cancelledError(String msg) {
    PyObject[] args = msg == null ? new PyObject[0] : new PyObject[] {PyStr.of(msg)};
    return new PyBaseException(AsyncCore.CANCELLED_ERROR, PyTuple.of(args));
  }

  static PyError invalidState(String msg) {
    return Errors.of(AsyncCore.INVALID_STATE_ERROR, msg);
  }

  void setResult(PyObject v) {
    if (state != PENDING) {
      throw invalidState("invalid state");
    }
    result = v;
    state = FINISHED;
    scheduleCallbacks();
  }

  void setException(PyBaseException e) {
    if (state != PENDING) {
      throw invalidState("invalid state");
    }
    exception = e;
    state = FINISHED;
    scheduleCallbacks();
  }

  /** Cancels; false when already done. */
  boolean cancel(String msg) {
    if (state != PENDING) {
      return false;
    }
    state = CANCELLED;
    cancelMessage = msg;
    scheduleCallbacks();
    return true;
  }

  /** Adds a Java callback run (via the loop) once done. */
  void onDone(Consumer<PyFuture> callback) {
    addCallback(callback);
  }

  private void addCallback(Object cb) {
    if (state != PENDING) {
      schedule(cb);
      return;
    }
    if (callbacks == null) {
      callbacks = new ArrayList<>();
    }
    callbacks.add(cb);
  }

  private void scheduleCallbacks() {
    if (callbacks == null) {
      return;
    }
    List<Object> cbs = callbacks;
    callbacks = null;
    for (Object cb : cbs) {
      schedule(cb);
    }
  }

  @SuppressWarnings("unchecked")
  private void schedule(Object cb) {
    if (cb instanceof Consumer<?> c) {
      loop.callSoon(() -> ((Consumer<PyFuture>) c).accept(this));
    } else {
      loop.callSoon(() -> ((PyObject) cb).call(new PyObject[] {this}, null));
    }
  }

  String stateName() {
    return switch (state) {
      case FINISHED -> "finished";
      case CANCELLED -> "cancelled";
      default -> "pending";
    };
  }

  @Override
  public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
    v.visit(loop);
    v.visit(result);
    v.visit(exception);
    v.visitAny(callbacks);
  }

  static PyFuture self(PyObject o) {
    return (PyFuture) o;
  }

  static void installCommon(PyType t) {
    t.defineMethod("done", (a, k) -> PyBool.of(self(a[0]).isDone()));
    t.defineMethod("cancelled", (a, k) -> PyBool.of(self(a[0]).isCancelled()));
    t.defineMethod("result", (a, k) -> self(a[0]).resultOrThrow());
    t.defineMethod("exception", (a, k) -> {
      PyFuture f = self(a[0]);
      if (f.state == CANCELLED) {
        throw f.exceptionOrNull().toError();
      }
      if (f.state == PENDING) {
        throw invalidState("Exception is not set.");
      }
      return f.exception == null ? PyNone.NONE : f.exception;
    });
    t.defineMethod("add_done_callback", (a, k) -> {
      self(a[0]).addCallback(a[1]);
      return PyNone.NONE;
    });
    t.defineMethod("remove_done_callback", (a, k) -> {
      PyFuture f = self(a[0]);
      int n = 0;
      if (f.callbacks != null) {
        int before = f.callbacks.size();
        f.callbacks.removeIf(cb -> cb == a[1] || cb instanceof PyObject o && Ops.eq(o, a[1]));
        n = before - f.callbacks.size();
      }
      return dev.krait.python.objects.PyInt.of(n);
    });
    t.defineMethod("get_loop", (a, k) -> self(a[0]).loop.loopObject());
  }

  private static void install(PyType t) {
    t.markBaseType();
    installCommon(t);
    t.defineStaticMethod("__new__", (a, k) -> new PyFuture(Vm.current().loop));
    t.defineMethod("__init__", (a, k) -> PyNone.NONE);
    t.defineMethod("set_result", (a, k) -> {
      Args.exact("set_result", a, k, 2);
      self(a[0]).setResult(a[1]);
      return PyNone.NONE;
    });
    t.defineMethod("set_exception", (a, k) -> {
      Args.exact("set_exception", a, k, 2);
      PyObject e = a[1];
      if (e instanceof PyType et) {
        e = Ops.call(et);
      }
      if (!(e instanceof PyBaseException be)) {
        throw Errors.typeError("invalid exception object");
      }
      if (be.type().isSubtypeOf(dev.krait.python.objects.ExceptionTypes.STOP_ITERATION)) {
        throw Errors.typeError("StopIteration interacts badly with generators and cannot be raised into a Future");
      }
      self(a[0]).setException(be);
      return PyNone.NONE;
    });
    t.defineMethod("cancel", (a, k) -> {
      PyObject[] p = Args.bind("cancel", a, k, 1, new String[] {"msg"}, 0);
      return PyBool.of(self(a[0]).cancel(p[0] == null || p[0] == PyNone.NONE ? null : Ops.str(p[0])));
    });
    t.defineMethod("__await__", (a, k) -> new FutureIter(self(a[0])));
    t.defineMethod("__iter__", (a, k) -> new FutureIter(self(a[0])));
    t.defineMethod("__repr__", (a, k) -> {
      PyFuture f = self(a[0]);
      String extra = f.state == FINISHED ? (f.exception != null ? " exception=" + Ops.repr(f.exception)
          : " result=" + Ops.repr(f.resultValue())) : "";
      return PyStr.of("<Future " + f.stateName() + extra + ">");
    });
  }

  /** Future.__await__(): yields the future until it is done, then returns its result. */
  static final class FutureIter extends dev.krait.python.objects.PyIterator {
    static final PyType TYPE = PyType.builtin("FutureIter", PyType.OBJECT, t -> {
      t.defineMethod("__iter__", (a, k) -> a[0]);
      t.defineMethod("__next__", (a, k) -> {
        FutureIter it = (FutureIter) a[0];
        if (!it.future.isDone()) {
          return it.future;
        }
        throw Errors.stopIteration(it.future.resultOrThrow());
      });
      t.defineMethod("send", (a, k) -> {
        FutureIter it = (FutureIter) a[0];
        if (!it.future.isDone()) {
          return it.future;
        }
        throw Errors.stopIteration(it.future.resultOrThrow());
      });
    });
    final PyFuture future;

    FutureIter(PyFuture future) {
      this.future = future;
    }

    @Override
    public PyType type() {
      return TYPE;
    }

    @Override
    public PyObject nextOrNull() {
      return future.isDone() ? null : future;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(future);
    }
  }
}
