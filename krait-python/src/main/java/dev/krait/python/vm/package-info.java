/**
 * Bytecode execution. {@link dev.krait.python.vm.Interpreter} implements the public API;
 * {@link dev.krait.python.vm.Vm} holds one execution's state and its single dispatch loop over
 * heap {@link dev.krait.python.vm.Frame}s (handlers live in Calls, Arith, Attrs, Names, Support,
 * Exc, Awaiting, Matching, Modules). Python calls and generator/coroutine resumption never
 * recurse on the Java stack: a task is a chain of frames, and a yield or an await of something
 * not ready returns from the loop with the chain saved. {@link dev.krait.python.vm.EventLoop}
 * runs tasks, timers and pending host calls and never sleeps; asyncio's core is in
 * {@link dev.krait.python.vm.AsyncCore}. Limits go through {@link dev.krait.python.vm.ResourceMeter}
 * (the memory walk is {@link dev.krait.python.vm.MemoryWalker}).
 */
package dev.krait.python.vm;
