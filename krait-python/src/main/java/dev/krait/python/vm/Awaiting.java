/*
 * await, yield from and async iteration: GET_AWAITABLE, GET_YIELD_FROM_ITER, SEND (which
 * links generator/coroutine frames stacklessly, completes on done futures, and otherwise asks
 * the loop to suspend), GET_AITER/GET_ANEXT.
 */
package dev.krait.python.vm;

import dev.krait.python.compiler.CodeObject;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBaseException;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyType;

/** Awaiting and delegation. */
final class Awaiting {
  private Awaiting() {}

  /** Returned by handlers to ask the loop to propagate {@link Vm#yieldedValue} from the current frame. */
  static final Frame SUSPEND = new Frame(
      dev.krait.python.compiler.Compiler.compileEval(new dev.krait.python.parser.Node.Constant(null, 1, 0),
          "<suspend>", "None"), new dev.krait.python.objects.PyDict(), new dev.krait.python.objects.PyDict(), null);

  static PyObject yieldFromIter(PyObject o) {
    if (o instanceof PyGenerator g) {
      if (g.kind == PyGenerator.COROUTINE) {
        throw Errors.typeError("cannot 'yield from' a coroutine object in a non-coroutine generator");
      }
      if (g.kind == PyGenerator.GENERATOR) {
        return o;
      }
    }
    return Ops.iter(o);
  }

  static PyObject awaitable(PyObject o) {
    if (o instanceof PyGenerator g) {
      if (g.kind == PyGenerator.COROUTINE) {
        return o;
      }
      throw Errors.typeError("object " + o.type().name() + " can't be used in 'await' expression");
    }
    if (o instanceof PyFuture || o instanceof PyGenerator.AsyncGenStep || o instanceof Sleep0
        || o instanceof PyGenerator.CoroutineWrapper) {
      return o;
    }
    PyObject method = o.type().lookup("__await__");
    if (method == null || method == PyNone.NONE) {
      throw Errors.typeError("object " + o.type().name() + " can't be used in 'await' expression");
    }
    PyObject r = Ops.callMethodDescriptor(method, o, new PyObject[0], null);
    if (r instanceof PyGenerator g && g.kind == PyGenerator.COROUTINE) {
      throw Errors.typeError("__await__() returned a coroutine");
    }
    if (r instanceof PyFuture || r instanceof PyGenerator || r instanceof PyGenerator.CoroutineWrapper) {
      return r;
    }
    if (r.type().lookup("__next__") == null) {
      throw Errors.typeError("__await__() returned non-iterator of type '" + r.type().name() + "'");
    }
    return r;
  }

  static PyObject aiter(PyObject o) {
    PyObject m = o.type().lookup("__aiter__");
    if (m == null) {
      throw Errors.typeError("'async for' requires an object with __aiter__ method, got " + o.type().name());
    }
    PyObject it = Ops.callMethodDescriptor(m, o, new PyObject[0], null);
    if (it.type().lookup("__anext__") == null) {
      throw Errors.typeError("'async for' received an object from __aiter__ that does not implement __anext__: "
          + it.type().name());
    }
    return it;
  }

  static PyObject anext(PyObject aiter) {
    PyObject m = aiter.type().lookup("__anext__");
    PyObject r = Ops.callMethodDescriptor(m, aiter, new PyObject[0], null);
    try {
      return awaitable(r);
    } catch (PyError e) {
      if (e.matches(ExceptionTypes.TYPE_ERROR)) {
        throw Errors.typeError("'async for' received an invalid object from __anext__: " + r.type().name());
      }
      throw e;
    }
  }

  /** SEND: null when completed in place, SUSPEND to yield vm.yieldedValue, or a frame to switch to. */
  static Frame send(Vm vm, Frame f) {
    PyObject[] st = f.stack;
    int sp = f.sp;
    PyObject recv = st[sp - 2];
    PyObject value = st[sp - 1];
    if (recv instanceof PyGenerator.CoroutineWrapper w) {
      recv = w.coro;
    }
    if (recv instanceof PyGenerator g && g.kind != PyGenerator.ASYNC_GENERATOR) {
      if (g.finished) {
        if (g.kind == PyGenerator.COROUTINE) {
          throw Errors.runtimeError("cannot reuse already awaited coroutine");
        }
        complete(f, PyNone.NONE);
        return null;
      }
      if (g.running) {
        throw g.kind == PyGenerator.COROUTINE ? Errors.runtimeError("coroutine is being awaited already")
            : Errors.valueError("generator already executing");
      }
      if (!g.started && value != PyNone.NONE) {
        throw Errors.typeError("can't send non-None value to a just-started generator");
      }
      st[--f.sp] = null;
      Frame top = vm.linkGenerator(g, f);
      PyBaseException exc = Vm.resumeInto(top, value);
      if (exc != null) {
        vm.throwOnSwitch = exc;
      }
      return top;
    }
    if (recv instanceof PyGenerator.AsyncGenStep step) {
      return asyncGenStep(vm, f, step);
    }
    if (recv instanceof PyFuture fut) {
      if (fut.isDone()) {
        complete(f, fut.resultOrThrow());
        return null;
      }
      f.resumeMode = Frame.RESUME_SEND;
      vm.yieldedValue = fut;
      return SUSPEND;
    }
    if (recv instanceof Sleep0 s) {
      if (!s.yielded) {
        s.yielded = true;
        f.resumeMode = Frame.RESUME_SEND;
        vm.yieldedValue = PyNone.NONE;
        return SUSPEND;
      }
      complete(f, s.result);
      return null;
    }
    PyObject r;
    try {
      if (value == PyNone.NONE) {
        PyObject next = recv.type().lookup("__next__");
        if (next == null) {
          throw Errors.typeError("'" + recv.type().name() + "' object is not an iterator");
        }
        r = Ops.callMethodDescriptor(next, recv, new PyObject[0], null);
      } else {
        r = Ops.getattr(recv, "send").call(new PyObject[] {value}, null);
      }
    } catch (PyError e) {
      if (e.matches(ExceptionTypes.STOP_ITERATION)) {
        complete(f, e.value().firstArgOrNone());
        return null;
      }
      throw e;
    }
    f.resumeMode = Frame.RESUME_SEND;
    vm.yieldedValue = r;
    return SUSPEND;
  }

  private static void complete(Frame f, PyObject result) {
    f.stack[--f.sp] = null;
    f.stack[f.sp - 1] = result;
  }

  private static Frame asyncGenStep(Vm vm, Frame f, PyGenerator.AsyncGenStep step) {
    PyGenerator ag = step.agen;
    if (step.used) {
      throw Errors.runtimeError("cannot reuse already awaited __anext__()/asend()");
    }
    step.used = true;
    if (ag.finished || !ag.started && step.mode != PyGenerator.AsyncGenStep.SEND) {
      ag.finished = true;
      if (step.mode == PyGenerator.AsyncGenStep.CLOSE) {
        complete(f, PyNone.NONE);
        return null;
      }
      if (step.mode == PyGenerator.AsyncGenStep.THROW) {
        throw step.exc.toError();
      }
      if (step.dflt != null) {
        complete(f, step.dflt);
        return null;
      }
      throw Errors.stopAsyncIteration();
    }
    if (ag.running) {
      throw Errors.runtimeError("anext(): asynchronous generator is already running");
    }
    if (!ag.started && step.value != PyNone.NONE) {
      throw Errors.typeError("can't send non-None value to a just-started async generator");
    }
    f.stack[--f.sp] = null;
    Frame top = vm.linkGenerator(ag, f);
    if (step.mode == PyGenerator.AsyncGenStep.SEND) {
      Vm.resumeInto(top, step.value);
    } else {
      top.resumeMode = Frame.RESUME_NONE;
      vm.throwOnSwitch = step.exc;
    }
    return top;
  }

  /** asyncio.run may suspend its caller only from plain frames of a task-level chain. */
  static boolean canSuspendInPlace(Vm vm, Frame f) {
    if (vm.nesting != 1) {
      return false;
    }
    for (Frame x = f; x != null; x = x.back) {
      if (x.code.isGenerator()) {
        return false;
      }
      if (x.back == null) {
        return x.generator != null && (x.code.flags & CodeObject.TOP_LEVEL_AWAIT) != 0;
      }
    }
    return false;
  }

  /**
   * Whether a call made in frame f can suspend the running task in place (time.sleep): the
   * frames down to the task's coroutine are reached only through calls and awaits (no plain
   * generator consumes the yield) and no Java code sits in between.
   */
  static boolean canSuspendTask(Vm vm, Frame f) {
    PyTask task = vm.loop.currentTask;
    if (vm.nesting != 1 || task == null) {
      return false;
    }
    for (Frame x = f; x != null; x = x.back) {
      if (x.generator != null && x.generator.kind == PyGenerator.GENERATOR) {
        return false;
      }
      Frame b = x.back;
      if (b == null) {
        return x.generator != null && x.generator == task.coro;
      }
      int op = b.instrs[b.ip - 1] & 0xff;
      if (op != Op.SEND && op != Op.CALL && op != Op.CALL_KW && op != Op.CALL_EX) {
        return false;
      }
    }
    return false;
  }

  /** Whether a coroutine frame is running below f (CPython's "running event loop"). */
  static boolean insideCoroutine(Frame f) {
    for (Frame x = f; x != null; x = x.back) {
      if (x.code.isGenerator() && x.generator != null && x.generator.kind != PyGenerator.GENERATOR) {
        return true;
      }
    }
    return false;
  }

  /** asyncio.sleep(0): yields to the event loop once. */
  static final class Sleep0 extends PyObject {
    static final PyType TYPE = PyType.builtin("_sleep0", PyType.OBJECT, t -> {
      // asyncio.sleep(0) is a coroutine in CPython: closing one that was never awaited is allowed
      t.defineMethod("close", (a, k) -> PyNone.NONE);
    });
    final PyObject result;
    boolean yielded;

    Sleep0(PyObject result) {
      this.result = result;
    }

    @Override
    public PyType type() {
      return TYPE;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(result);
    }
  }
}
