/*
 * The asyncio module. Its core (Future, Task, run, the sleep primitive, gather, shield,
 * create_task...) is vm.AsyncCore, because it drives the VM's tasks. The rest is Python over
 * Future, in lib/asyncio/ shaped like CPython's package (locks.py, queues.py, tasks.py,
 * timeouts.py, taskgroups.py, threads.py): each file is the submodule asyncio.<name>, imported
 * the first time one of its names is looked up on asyncio, so that a cell that only gathers
 * tool calls never pays for defining the classes it does not use.
 */
package dev.krait.python.stdlib;

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

  public static PyModule create() {
    PyModule m = AsyncCore.createModule();
    Support.importOnFirstUse(m, DEFINED_IN);
    PyStr[] all = publicNames;
    if (all == null) {
      publicNames = all = publicNames(m);
    }
    m.put("__all__", PyTuple.of(all));
    return m;
  }

  /**
   * {@code __all__}'s names: the same for every execution (the module's own public names, then
   * the lazily defined ones), so worked out once per JVM rather than by every cell that imports
   * asyncio. PyStr is immutable, so the names can be shared.
   */
  private static volatile PyStr[] publicNames;

  /** `from asyncio import *` sees the lazily defined names too. */
  private static PyStr[] publicNames(PyModule m) {
    java.util.List<PyStr> all = new java.util.ArrayList<>();
    for (var key : m.instanceDict().keys()) {
      String n = ((PyStr) key).value();
      if (!n.startsWith("_")) {
        all.add(PyStr.of(n));
      }
    }
    DEFINED_IN.keySet().forEach(n -> all.add(PyStr.of(n)));
    return all.toArray(new PyStr[0]);
  }

  /** The submodule asyncio.NAME (lib/asyncio/NAME.py). */
  public static PyModule submodule(String name) {
    return Support.libraryModule("asyncio." + name);
  }
}
