/*
 * End-to-end tests of the VM through the public API (Python.compile / start / run): the
 * language core, tracebacks, generators, async tasks, host calls, limits and memory.
 */
package dev.krait.python.vm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.krait.python.Execution;
import dev.krait.python.ExecutionOptions;
import dev.krait.python.ExternalReply;
import dev.krait.python.HostValues;
import dev.krait.python.Program;
import dev.krait.python.Python;
import dev.krait.python.PythonSyntaxError;
import dev.krait.python.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class InterpreterTest {

  record Result(String out, Step step) {
    String failure() {
      return step instanceof Step.Raised r ? r.failure().lastLine() : null;
    }
  }

  private static Result run(String src) {
    return run(src, ExecutionOptions.builder());
  }

  private static Result run(String src, ExecutionOptions.Builder b) {
    StringBuilder out = new StringBuilder();
    try {
      Program p = Python.compile(src, "<cell>");
      Step s = Python.run(p, b.stdout(out::append).build());
      return new Result(out.toString(), s);
    } catch (PythonSyntaxError e) {
      throw new AssertionError(e.report());
    }
  }

  private static String out(String src) {
    Result r = run(src);
    assertThat(r.step()).as(r.failure() == null ? "" : ((Step.Raised) r.step()).failure().traceback())
        .isInstanceOf(Step.Completed.class);
    return r.out();
  }

  @Test
  void functionsClosuresAndDefaults() {
    assertThat(out("""
        def make(n):
            total = 0
            def add(x=1, *, scale=1):
                nonlocal total
                total += x * scale * n
                return total
            return add
        a = make(2)
        a(); a(5); print(a(scale=10))
        print((lambda *a, **k: (a, k))(1, b=2))
        """)).isEqualTo("32\n((1,), {'b': 2})\n");
  }

  @Test
  void argumentErrorsUseCPythonMessages() {
    assertThat(run("def f(x): pass\nf()").failure())
        .isEqualTo("TypeError: f() missing 1 required positional argument: 'x'");
    assertThat(run("def f(x, y): pass\nf(1, 2, 3)").failure())
        .isEqualTo("TypeError: f() takes 2 positional arguments but 3 were given");
    assertThat(run("def f(x): pass\nf(1, z=2)").failure())
        .isEqualTo("TypeError: f() got an unexpected keyword argument 'z'");
    assertThat(run("def f(x): pass\nf(1, x=2)").failure())
        .isEqualTo("TypeError: f() got multiple values for argument 'x'");
    assertThat(run("def f(*, k): pass\nf()").failure())
        .isEqualTo("TypeError: f() missing 1 required keyword-only argument: 'k'");
    assertThat(run("def f(a, /): pass\nf(a=1)").failure())
        .isEqualTo("TypeError: f() got some positional-only arguments passed as keyword arguments: 'a'");
    assertThat(run("def f(*a): pass\nf(*1)").failure())
        .isEqualTo("TypeError: __main__.f() argument after * must be an iterable, not int");
  }

  @Test
  void classesInheritanceSuperAndProperties() {
    assertThat(out("""
        class Base:
            def __init__(self, v): self.v = v
            def describe(self): return f"Base({self.v})"
        class Child(Base):
            def __init__(self, v):
                super().__init__(v + 1)
            def describe(self): return "Child:" + super().describe()
            @property
            def double(self): return self.v * 2
            @classmethod
            def make(cls): return cls(0)
        c = Child.make()
        print(c.describe(), c.double, type(c).__name__, Child.__qualname__)
        """)).isEqualTo("Child:Base(1) 2 Child Child\n");
  }

  @Test
  void exceptionsFinallyAndChaining() {
    assertThat(out("""
        def f():
            try:
                return "try"
            finally:
                print("finally")
        print(f())
        try:
            try:
                raise KeyError("k")
            except KeyError as e:
                raise ValueError("v") from e
        except ValueError as e:
            print(repr(e), repr(e.__cause__), e.__context__ is e.__cause__)
        try:
            raise
        except RuntimeError as e:
            print(e)
        for i in range(3):
            try:
                if i == 1:
                    continue
                print("body", i)
            finally:
                print("fin", i)
        """)).isEqualTo("finally\ntry\nValueError('v') KeyError('k') True\nNo active exception to reraise\n"
        + "body 0\nfin 0\nfin 1\nbody 2\nfin 2\n");
  }

  @Test
  void tracebackIsRenderedLikeCPython() {
    Result r = run("""
        def g(x):
            return 1 / x
        def f():
            try:
                g(0)
            except ZeroDivisionError:
                raise ValueError("bad")
        f()
        """);
    String tb = ((Step.Raised) r.step()).failure().traceback();
    assertThat(tb).isEqualTo("""
        Traceback (most recent call last):
          File "<cell>", line 5, in f
            g(0)
          File "<cell>", line 2, in g
            return 1 / x
                   ~~^~~
        ZeroDivisionError: division by zero

        During handling of the above exception, another exception occurred:

        Traceback (most recent call last):
          File "<cell>", line 8, in <module>
            f()
          File "<cell>", line 7, in f
            raise ValueError("bad")
        ValueError: bad
        """);
  }

  @Test
  void patchingTheBuiltinsModuleStaysInsideItsExecution() {
    Result first = run("import builtins\nbuiltins.len = lambda x: -1\nbuiltins.print = None\nimport sys\n"
        + "sys.modules['builtins'].abs = 7\nassert len([1]) == -1");
    assertThat(first.step()).isInstanceOf(Step.Completed.class);
    assertThat(run("print(len([1, 2]), abs(-3))").out()).isEqualTo("2 3\n");
  }

  @Test
  void tracebackPrintExcReachesStderrWithOrWithoutSys() {
    for (String imports : new String[] {"import traceback", "import traceback, sys"}) {
      StringBuilder err = new StringBuilder();
      Result r = run(imports + "\ntry:\n    {}['k']\nexcept KeyError:\n    traceback.print_exc()\nprint('after')",
          ExecutionOptions.builder().stderr(err::append));
      assertThat(r.out()).isEqualTo("after\n");
      assertThat(err.toString()).startsWith("Traceback (most recent call last):\n").endsWith("KeyError: 'k'\n");
    }
  }

  @Test
  void standardStreamsAreTextIOWrappersOverTheExecutionsSinks() {
    StringBuilder err = new StringBuilder();
    Result r = run("import sys, io\n"
        + "print(type(sys.stdout).__name__, repr(sys.stderr), sys.stdout is sys.__stdout__)\n"
        + "n = sys.stdout.write('via write\\n')\n"
        + "print('to err', 1, file=sys.stderr)\n"
        + "sys.stderr.write('raw err\\n')\n"
        + "sys.stderr.writelines(['a', 'b\\n'])\n"
        + "print(n, sys.stdout.errors, sys.stderr.errors, sys.stdout.isatty(), sys.stdin.read() == '')\n"
        + "for call in (sys.stdout.fileno, sys.stdout.read, sys.stdout.tell, lambda: sys.stdin.write('x')):\n"
        + "    try:\n"
        + "        call()\n"
        + "    except io.UnsupportedOperation as e:\n"
        + "        print('UnsupportedOperation', e)\n"
        + "sys.stdout.close()\n"
        + "try:\n"
        + "    print('lost')\n"
        + "except ValueError as e:\n"
        + "    sys.stderr.write(str(e) + '\\n')\n",
        ExecutionOptions.builder().stderr(err::append));
    assertThat(r.step()).isInstanceOf(Step.Completed.class);
    assertThat(r.out()).isEqualTo("TextIOWrapper <_io.TextIOWrapper name='<stderr>' mode='w' encoding='utf-8'> True\n"
        + "via write\n"
        + "10 strict backslashreplace False True\n"
        + "UnsupportedOperation fileno\n"
        + "UnsupportedOperation not readable\n"
        + "UnsupportedOperation underlying stream is not seekable\n"
        + "UnsupportedOperation not writable\n");
    assertThat(err.toString()).isEqualTo("to err 1\nraw err\nab\nI/O operation on closed file.\n");
  }

  @Test
  void pathlibFileSystemOperationsRaiseOneSandboxPermissionError() {
    Result r = run("from pathlib import Path\n"
        + "p = Path('/etc/passwd')\n"
        + "calls = [p.exists, p.read_text, p.read_bytes, p.iterdir, p.stat, p.resolve, p.is_file, p.open,\n"
        + "         lambda: p.write_text('x'), lambda: list(p.glob('*')), Path.cwd, Path.home,\n"
        + "         Path('rel').absolute, Path('~/x').expanduser, p.unlink, p.mkdir, p.touch]\n"
        + "for call in calls:\n"
        + "    try:\n"
        + "        call()\n"
        + "        print('reached the file system')\n"
        + "    except PermissionError as e:\n"
        + "        print(type(e).__name__, e)\n");
    assertThat(r.step()).isInstanceOf(Step.Completed.class);
    String[] lines = r.out().split("\n");
    assertThat(lines).hasSize(17);
    assertThat(lines).allMatch(l -> l.startsWith("PermissionError Path.")
        && l.endsWith("(): file system access is not available in this sandbox"));
    assertThat(lines[0]).isEqualTo("PermissionError Path.exists(): file system access is not available in this sandbox");
  }

  @Test
  void sysExitWithoutACodeSucceedsAndWithOneFails() {
    for (String ok : new String[] {"sys.exit()", "sys.exit(0)", "sys.exit(None)"}) {
      Result r = run("import sys\nprint('a')\n" + ok + "\nprint('b')");
      assertThat(r.step()).as(ok).isInstanceOf(Step.Completed.class);
      assertThat(r.out()).isEqualTo("a\n");
    }
    assertThat(run("import sys\nsys.exit('bad thing')").failure()).isEqualTo("SystemExit: bad thing");
    assertThat(run("import sys\nsys.exit(2)").failure()).isEqualTo("SystemExit: 2");
    assertThat(run("import sys\ntry:\n    sys.exit(3)\nexcept SystemExit as e:\n    print(e.code)").out())
        .isEqualTo("3\n");
  }

  @Test
  void syntaxErrorsHaveACPythonReport() {
    assertThatThrownBy(() -> Python.compile("x = 1\nbreak\n", "<cell>"))
        .isInstanceOf(PythonSyntaxError.class)
        .hasFieldOrPropertyWithValue("report", "  File \"<cell>\", line 2\n    break\n    ^^^^^\nSyntaxError: 'break' outside loop\n");
  }

  @Test
  void generatorsSendThrowCloseAndYieldFrom() {
    assertThat(out("""
        def inner():
            x = yield 1
            return x * 2
        def outer():
            r = yield from inner()
            yield r
        g = outer()
        print(next(g), g.send(21))
        def stopper():
            yield 1
            raise StopIteration
        try:
            list(stopper())
        except RuntimeError as e:
            print(e)
        def closing():
            try:
                yield 1
            finally:
                print("closed")
        c = closing(); next(c); c.close()
        print(sum(x * x for x in range(10)))
        """)).isEqualTo("1 42\ngenerator raised StopIteration\nclosed\n285\n");
  }

  @Test
  void deepGeneratorChainsAreStackless() {
    assertThat(out("""
        def rec(n):
            if n:
                yield from rec(n - 1)
            else:
                yield "bottom"
        print(list(rec(500)))
        """)).isEqualTo("['bottom']\n");
  }

  @Test
  void asyncTasksGatherAndSleep() {
    assertThat(out("""
        import asyncio
        async def job(n, d):
            await asyncio.sleep(d)
            print("job", n)
            return n
        async def main():
            t = asyncio.create_task(job(1, 0.02))
            print(await asyncio.gather(job(2, 0.01), job(3, 0)), await t)
        asyncio.run(main())
        """)).isEqualTo("job 3\njob 2\njob 1\n[2, 3] 1\n");
  }

  @Test
  void asyncioPrimitivesAndCancellation() {
    assertThat(out("""
        import asyncio
        async def worker(q, sem, log):
            while True:
                item = await q.get()
                async with sem:
                    await asyncio.sleep(0.001)
                    log.append(item)
                q.task_done()
        async def main():
            q, sem, log = asyncio.Queue(), asyncio.Semaphore(2), []
            for i in range(5):
                q.put_nowait(i)
            ws = [asyncio.create_task(worker(q, sem, log)) for _ in range(3)]
            await q.join()
            for w in ws:
                w.cancel()
            res = await asyncio.gather(*ws, return_exceptions=True)
            print(sorted(log), [type(r).__name__ for r in res])
            try:
                await asyncio.wait_for(asyncio.sleep(5), 0.01)
            except asyncio.TimeoutError:
                print("timeout")
        asyncio.run(main())
        """)).isEqualTo("[0, 1, 2, 3, 4] ['CancelledError', 'CancelledError', 'CancelledError']\ntimeout\n");
  }

  @Test
  void topLevelAwaitAndAsyncIteration() {
    assertThat(out("""
        async def agen():
            for i in range(3):
                yield i
        print([x async for x in agen()])
        """)).isEqualTo("[0, 1, 2]\n");
  }

  @Test
  void pendingExternalCallsSuspendOnlyTheAwaitingTask() {
    List<String> calls = new ArrayList<>();
    AtomicLong ids = new AtomicLong();
    StringBuilder out = new StringBuilder();
    Execution ex;
    try {
      ex = Python.start(Python.compile("""
          import asyncio
          async def main():
              a = tools_echo({"x": 1})
              b = tools_echo(text="hi")
              print("started")
              print(await asyncio.gather(a, b))
          asyncio.run(main())
          """, "<cell>"), ExecutionOptions.builder().stdout(out::append)
          .global("tools_echo", new HostValues.HostFunction("echo"))
          .host((name, args, kwargs) -> {
            calls.add(name + args + kwargs);
            return new ExternalReply.Pending(ids.incrementAndGet());
          }).build());
    } catch (PythonSyntaxError e) {
      throw new AssertionError(e);
    }
    Step s = ex.resume();
    assertThat(s).isEqualTo(new Step.Blocked(-1));
    assertThat(calls).containsExactly("echo[{x=1}]{}", "echo[]{text=hi}");
    assertThat(out.toString()).isEqualTo("started\n");
    ex.settle(2, new ExternalReply.Value("second"));
    assertThat(ex.resume()).isEqualTo(new Step.Blocked(-1));
    ex.settle(1, new ExternalReply.Value(Map.of("ok", true)));
    assertThat(ex.resume()).isInstanceOf(Step.Completed.class);
    assertThat(out.toString()).isEqualTo("started\n[{'ok': True}, 'second']\n");
  }

  @Test
  void hostErrorsAreCatchableAndExitEndsTheCell() {
    ExecutionOptions.Builder b = ExecutionOptions.builder()
        .global("fail", new HostValues.HostFunction("fail"))
        .global("leave", new HostValues.HostFunction("leave"))
        .host((name, args, kwargs) -> name.equals("fail") ? new ExternalReply.Error("ToolError", "boom")
            : new ExternalReply.Exit());
    Result r = run("""
        try:
            fail()
        except ToolError as e:
            print("caught", e)
        try:
            leave()
        finally:
            print("not printed")
        """, b);
    assertThat(r.step()).isInstanceOf(Step.Completed.class);
    assertThat(r.out()).isEqualTo("caught boom\n");
  }

  @Test
  void exitEndsTheCellSuccessfully() {
    Result r = run("print(1)\ntry:\n    exit()\nexcept BaseException:\n    print('no')\nprint(2)\n");
    assertThat(r.step()).isInstanceOf(Step.Completed.class);
    assertThat(r.out()).isEqualTo("1\n");
  }

  @Test
  void cpuLimitCannotBeCaught() {
    Result r = run("try:\n    while True:\n        pass\nexcept BaseException:\n    print('caught')\n",
        ExecutionOptions.builder().cpuTimeNanos(100_000_000L));
    assertThat(r.step()).isInstanceOf(Step.LimitExceeded.class);
    assertThat(r.out()).isEmpty();
  }

  @Test
  void deepRecursionIsARecursionError() {
    assertThat(run("def f(n): return f(n + 1)\nf(0)").failure())
        .isEqualTo("RecursionError: maximum recursion depth exceeded");
    assertThat(run("class A:\n    def __init__(self): self.a = A()\nA()").failure())
        .isEqualTo("RecursionError: maximum recursion depth exceeded");
    assertThat(run("def f(n): return sorted([1, 2], key=lambda x: f(n + 1))\nf(0)").failure())
        .startsWith("RecursionError: maximum recursion depth exceeded");
  }

  @Test
  void cancelFromAnotherThread() throws Exception {
    Execution ex = Python.start(Python.compile("while True:\n    pass\n", "<cell>"),
        ExecutionOptions.builder().cpuTimeNanos(60_000_000_000L).build());
    Thread t = new Thread(() -> {
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        return;
      }
      ex.cancel();
    });
    t.start();
    assertThat(ex.resume()).isInstanceOf(Step.Cancelled.class);
    t.join();
  }

  @Test
  void memoryLimitStopsGrowth() {
    Result r = run("x = []\nwhile True:\n    x.append('a' * 1000 + str(len(x)))\n",
        ExecutionOptions.builder().heapBytes(8L << 20));
    assertThat(r.step()).isInstanceOf(Step.LimitExceeded.class);
  }

  @Test
  void garbageDoesNotCountAgainstTheMemoryLimit() {
    Result r = run("for i in range(20000):\n    x = 'a' * 1000 + str(i)\nprint('ok')\n",
        ExecutionOptions.builder().heapBytes(4L << 20));
    assertThat(r.out()).isEqualTo("ok\n");
  }

  @Test
  void importsAndTheSandbox() {
    assertThat(run("import os").failure()).isEqualTo("ModuleNotFoundError: No module named 'os'");
    assertThat(run("open('/etc/passwd')").failure()).isEqualTo("NameError: name 'open' is not defined");
    assertThat(run("def f(): pass\nf.__globals__").failure())
        .isEqualTo("AttributeError: 'function' object has no attribute '__globals__'");
    assertThat(out("import sys\nfrom json import dumps\nprint(sys.getrecursionlimit(), dumps([1]))"))
        .isEqualTo("1000 [1]\n");
  }

  @Test
  void evalExecGlobalsLocals() {
    assertThat(out("""
        x = 2
        print(eval("x * 21"))
        exec("y = x + 1")
        print(y, sorted(k for k in globals() if not k.startswith('__')))
        def f(a):
            b = 1
            return locals()
        print(f(5))
        ns = {}
        exec("def g(): return 7", ns)
        print(ns["g"]())
        """)).isEqualTo("42\n3 ['f', 'x', 'y']\n{'a': 5, 'b': 1}\n7\n".replace("'f', ", ""));
  }

  @Test
  void matchStatements() {
    assertThat(out("""
        class P:
            __match_args__ = ("x", "y")
            def __init__(self, x, y): self.x, self.y = x, y
        def m(v):
            match v:
                case [1, *rest]: return f"list {rest}"
                case {"k": val, **others}: return f"map {val} {others}"
                case P(0, y=yy): return f"P0 {yy}"
                case P(x, y) if x > y: return "P>"
                case int() | float() as n: return f"num {n}"
                case _: return "other"
        for v in ([1, 2, 3], {"k": 1, "z": 2}, P(0, 5), P(3, 1), 4.5, "s"):
            print(m(v))
        """)).isEqualTo("list [2, 3]\nmap 1 {'z': 2}\nP0 5\nP>\nnum 4.5\nother\n");
  }
}
