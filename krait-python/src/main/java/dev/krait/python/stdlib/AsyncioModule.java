/*
 * The asyncio module. Its core (Future, Task, run, the sleep primitive, gather, shield,
 * create_task...) is vm.AsyncCore, because it drives the VM's tasks. The rest is Python over
 * Future, in lib/asyncio/ shaped like CPython's package (locks.py, queues.py, tasks.py,
 * timeouts.py, taskgroups.py, threads.py): each file is the submodule asyncio.<name>, imported
 * the first time one of its names is looked up on asyncio, so that a cell that only gathers
 * tool calls never pays for defining the classes it does not use.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.vm.AsyncCore;
import java.util.LinkedHashMap;
import java.util.Map;

/** {@code import asyncio} and its submodules written in Python. */
public final class AsyncioModule {
  private AsyncioModule() {}

  /** The names each Python submodule gives the asyncio package. */
  private static final Map<String, String> DEFINED_IN = new LinkedHashMap<>();

  static {
    defines("tasks", "sleep", "wait_for", "wait", "as_completed", "FIRST_COMPLETED", "FIRST_EXCEPTION",
        "ALL_COMPLETED");
    defines("locks", "Lock", "Event", "Condition", "Semaphore", "BoundedSemaphore");
    defines("queues", "Queue", "PriorityQueue", "LifoQueue", "QueueFull", "QueueEmpty");
    defines("timeouts", "Timeout", "timeout", "timeout_at");
    defines("taskgroups", "TaskGroup");
    defines("threads", "to_thread");
  }

  private static void defines(String submodule, String... names) {
    for (String n : names) {
      DEFINED_IN.put(n, "asyncio." + submodule);
    }
  }

  /**
   * The module every execution's asyncio starts as, built once per JVM: its functions keep no
   * state of an execution, so each execution's module is a copy of this dict (arrays shared until
   * written) and importing asyncio makes no functions, keys or tables for a cell that only
   * gathers. {@code __all__} lists the module's own public names, then the lazily defined ones
   * ({@code from asyncio import *} sees those too).
   */
  private static volatile PyDict template;

  public static PyModule create() {
    PyDict t = template;
    if (t == null) {
      t = buildTemplate();
      template = t; // two threads racing here build equal templates; either will do
    }
    return PyModule.withDict("asyncio", t.copy());
  }

  private static PyDict buildTemplate() {
    PyModule m = AsyncCore.createModule();
    java.util.List<PyStr> all = new java.util.ArrayList<>();
    for (var key : m.instanceDict().keys()) {
      String n = ((PyStr) key).value();
      if (!n.startsWith("_")) {
        all.add(PyStr.of(n));
      }
    }
    DEFINED_IN.keySet().forEach(n -> all.add(PyStr.of(n)));
    Support.importOnFirstUse("asyncio", m, DEFINED_IN);
    m.put("__all__", PyTuple.of(all.toArray(new PyStr[0])));
    return m.instanceDict();
  }

  /** The submodule asyncio.NAME (lib/asyncio/NAME.py). */
  public static PyModule submodule(String name) {
    return Support.libraryModule("asyncio." + name);
  }
}
