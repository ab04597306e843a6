/*
 * The memory limit's measurement: an iterative walk (no recursion) from the roots of an
 * execution (module globals, imported modules, every frame of every task and of the running
 * chains, pending futures) over PyObject.forEachReference, summing shallowSize() once per
 * object (identity set). Frames are not PyObjects; they are visited through their chains.
 */
package dev.krait.python.vm;

import dev.krait.python.objects.PyObject;
import java.util.ArrayDeque;
import java.util.IdentityHashMap;
import java.util.function.Consumer;

/** Measures the live bytes of one execution. */
final class MemoryWalker {
  private static final ThreadLocal<MemoryWalker> ACTIVE = new ThreadLocal<>();

  private final IdentityHashMap<Object, Boolean> seen = new IdentityHashMap<>();
  private final ArrayDeque<PyObject> work = new ArrayDeque<>();
  private final Consumer<PyObject> push = this::push;
  private long total;

  private void push(PyObject o) {
    if (o != null && seen.put(o, Boolean.TRUE) == null) {
      work.push(o);
    }
  }

  private void frame(Frame f) {
    if (f != null && seen.put(f, Boolean.TRUE) == null) {
      total += f.size();
      f.forEachReference(push);
      if (f.generator != null) {
        push(f.generator);
      }
      if (f.function != null) {
        push(f.function);
      }
    }
  }

  /** Visits a frame chain from top down to (and including) bottom. */
  static void visitChain(Frame top, Frame bottom, Consumer<PyObject> visitor) {
    MemoryWalker w = ACTIVE.get();
    if (w == null) {
      return;
    }
    for (Frame x = top; x != null; x = x.back) {
      w.frame(x);
      if (x == bottom) {
        break;
      }
    }
  }

  /** Live bytes reachable in vm. */
  static long measure(Vm vm) {
    MemoryWalker w = new MemoryWalker();
    MemoryWalker prev = ACTIVE.get();
    ACTIVE.set(w);
    try {
      w.push(vm.mainGlobals);
      for (PyObject m : vm.modules.values()) {
        w.push(m);
      }
      for (Frame x = vm.current; x != null; x = x.back) {
        w.frame(x);
      }
      for (Frame outer : vm.outerFrames) {
        for (Frame x = outer; x != null; x = x.back) {
          w.frame(x);
        }
      }
      for (PyTask t : vm.loop.tasks) {
        w.push(t);
      }
      for (PyFuture fut : vm.loop.pendingCalls.values()) {
        w.push(fut);
      }
      while (!w.work.isEmpty()) {
        PyObject o = w.work.pop();
        w.total += o.shallowSize();
        o.forEachReference(w.push);
      }
      return w.total;
    } finally {
      if (prev == null) {
        ACTIVE.remove();
      } else {
        ACTIVE.set(prev);
      }
    }
  }
}
