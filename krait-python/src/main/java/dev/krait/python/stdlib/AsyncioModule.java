/*
 * The asyncio module: its core (Future, Task, run, sleep, gather, create_task, wait_for...)
 * lives in vm.AsyncCore because it drives the VM's tasks; this file assembles the module and
 * is where further asyncio APIs are added.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.PyModule;
import dev.krait.python.vm.AsyncCore;

/** {@code import asyncio}. */
public final class AsyncioModule {
  private AsyncioModule() {}

  public static PyModule create() {
    return AsyncCore.createModule();
  }
}
