/*
 * The implementation behind dev.krait.python.Python: compile = parse + compile to bytecode;
 * start = a new Execution whose main task runs the module code on a fresh VM.
 */
package dev.krait.python.vm;

import dev.krait.python.Execution;
import dev.krait.python.ExecutionOptions;
import dev.krait.python.ExternalReply;
import dev.krait.python.HostValues;
import dev.krait.python.Program;
import dev.krait.python.PythonFailure;
import dev.krait.python.PythonSyntaxError;
import dev.krait.python.Step;
import dev.krait.python.compiler.CodeObject;
import dev.krait.python.compiler.Compiler;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.HostBridge;
import dev.krait.python.objects.PyBaseException;
import dev.krait.python.objects.PyBuiltinFunction;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyFunction;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PySuper;
import dev.krait.python.objects.PyType;
import dev.krait.python.parser.Node;
import dev.krait.python.parser.Parser;
import dev.krait.python.parser.SyntaxErrorException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Compiles and starts cells. */
public final class Interpreter {
  private Interpreter() {}

  static {
    PyFunction.setInvoker((fn, args, kwnames) -> Vm.current().callFunction(fn, args, kwnames));
    PySuper.setZeroArg(VmBuiltins::zeroArgSuper);
  }

  /** Forces the static wiring above (for code that uses the VM without compiling). */
  static void init() {
  }

  public static Program compile(String source, String filename) throws PythonSyntaxError {
    try {
      Node.Module m = Parser.parseModule(source, filename);
      CodeObject code = Compiler.compileModule(m, filename, source, true);
      return new CompiledProgram(code, filename);
    } catch (SyntaxErrorException e) {
      throw syntaxError(e, filename);
    } catch (StackOverflowError e) {
      ResourceMeter.overflowCaught();
      throw new PythonSyntaxError("SyntaxError", "too many nested parentheses", 1, 1,
          "  File \"" + filename + "\", line 1\nSyntaxError: too many nested parentheses\n");
    }
  }

  private static volatile java.util.Set<String> builtinNames;

  /** The names of a cell's builtins (what a name that is bound nowhere may still refer to). */
  public static java.util.Set<String> builtinNames() {
    java.util.Set<String> names = builtinNames;
    if (names == null) {
      java.util.Set<String> made = new java.util.HashSet<>();
      for (PyObject key : VmBuiltins.create().keys()) {
        made.add(((PyStr) key).value());
      }
      names = builtinNames = java.util.Set.copyOf(made);
    }
    return names;
  }

  /** A program from code compiled elsewhere (the pre-run check compiles the AST it analysed). */
  public static Program program(CodeObject code, String filename) {
    return new CompiledProgram(code, filename);
  }

  /** The compiled code of a program (tests and tools). */
  public static CodeObject codeOf(Program p) {
    return ((CompiledProgram) p).code;
  }

  static PythonSyntaxError syntaxError(SyntaxErrorException e, String filename) {
    StringBuilder report = new StringBuilder();
    report.append("  File \"").append(filename).append("\", line ").append(e.line()).append('\n');
    String text = e.sourceLine();
    if (text != null) {
      String stripped = text.stripLeading();
      int removed = text.length() - stripped.length();
      String shown = stripped.stripTrailing();
      if (!shown.isEmpty()) {
        report.append("    ").append(shown).append('\n');
        int caret = Math.min(e.column() - 1 - removed, shown.length());
        if (caret >= 0) {
          // As CPython: one caret, or one per column of the error's range when it ends on its line.
          int width = e.endLine() == e.line() && e.endColumn() > e.column() ? e.endColumn() - e.column() : 1;
          report.append("    ").append(" ".repeat(caret)).append("^".repeat(width)).append('\n');
        }
      }
    }
    report.append(e.kind()).append(": ").append(e.msg()).append('\n');
    return new PythonSyntaxError(e.kind(), e.msg(), e.line(), e.column(), report.toString());
  }

  public static Execution start(Program program, ExecutionOptions options) {
    return new VmExecution((CompiledProgram) program, options);
  }

  @dev.krait.python.objects.NotWalked("the compiled program, shared by its executions: frames reach its code")
  record CompiledProgram(CodeObject code, String filename) implements Program {}

  /** One running cell. */
  @dev.krait.python.objects.NotWalked("the host's handle on an execution: the walk starts at its Vm")
  static final class VmExecution implements Execution {
    private final ResourceMeter meter;
    private final Vm vm;
    private final ExecutionOptions options;
    private final CompiledProgram program;
    /** The loop's clock (HostSources.loopNanos) when the host's cap passes (compared by difference). */
    private final long wallClockDeadline;
    private PyTask mainTask;
    private Step finished;

    VmExecution(CompiledProgram program, ExecutionOptions options) {
      this.program = program;
      this.options = options;
      this.meter = new ResourceMeter(options.cpuTimeNanos(), options.heapBytes(), options.recursionLimit());
      meter.shallow(options.shallowSliceNanos());
      // on the loop's clock, as timers are
      this.wallClockDeadline = dev.krait.python.stdlib.HostSources.loopNanos()
          + Math.min(options.wallClockNanos(), Long.MAX_VALUE / 4);
      ResourceMeter prevMeter = meter.enter();
      Vm created = null;
      try {
        PyDict builtins = VmBuiltins.create();
        created = new Vm(meter, options, builtins);
      } finally {
        meter.exit(prevMeter);
      }
      this.vm = created;
      meter.setLiveBytesWalker(() -> MemoryWalker.measure(vm));
    }

    private void setUp() {
      PyDict globals = new PyDict(5 + options.globals().size());
      globals.setItem(PyStr.of("__name__"), PyStr.of("__main__"));
      globals.setItem(PyStr.of("__doc__"), PyNone.NONE);
      globals.setItem(PyStr.of("__package__"), PyNone.NONE);
      globals.setItem(PyStr.of("__spec__"), PyNone.NONE);
      globals.setItem(PyStr.of("__annotations__"), new PyDict());
      for (Map.Entry<String, Object> e : options.globals().entrySet()) {
        Object value = e.getValue();
        globals.setItem(PyStr.of(e.getKey()), value instanceof HostValues.Constant constant
            ? HostBridge.constant(constant) : HostBridge.toPython(value, this::hostFunction));
      }
      vm.mainGlobals = globals;
      Frame frame = new Frame(program.code(), globals, vm.builtins, globals);
      PyGenerator coro = new PyGenerator(PyGenerator.COROUTINE, frame, "<module>", "<module>");
      // A cell that awaits at top level is, in CPython, a coroutine run by asyncio.run: its task is
      // Task-1 and visible to current_task/all_tasks. Any other cell runs outside a loop: Task-0, hidden.
      boolean awaits = (program.code().flags & dev.krait.python.compiler.CodeObject.AWAITS_AT_TOP_LEVEL) != 0;
      mainTask = new PyTask(vm.loop, coro, awaits ? vm.loop.nextTaskName() : "Task-0");
      vm.loop.hiddenTask = awaits ? null : mainTask;
      mainTask.schedule();
    }

    private PyObject hostFunction(HostValues.HostFunction hf) {
      String name = hf.name();
      if (hf.stub() == null) {
        return PyBuiltinFunction.function(name, (args, kwnames) -> callHost(name, args, kwnames));
      }
      // "tools.echo" is echo of module tools, as the stub's function would be
      int dot = name.lastIndexOf('.');
      String shortName = name.substring(dot + 1);
      String module = dot < 0 ? "builtins" : name.substring(0, dot);
      return PyBuiltinFunction.described(shortName, (args, kwnames) -> callHost(name, args, kwnames),
          new HostStub(shortName, module, hf.stub()));
    }

    private PyObject callHost(String name, PyObject[] args, String[] kwnames) {
      int nkw = kwnames == null ? 0 : kwnames.length;
      int npos = args.length - nkw;
      List<Object> hostArgs = new ArrayList<>(npos);
      for (int i = 0; i < npos; i++) {
        hostArgs.add(HostBridge.toHost(args[i], options.maxHostDepth()));
      }
      Map<String, Object> hostKw = new LinkedHashMap<>();
      for (int i = 0; i < nkw; i++) {
        hostKw.put(kwnames[i], HostBridge.toHost(args[npos + i], options.maxHostDepth()));
      }
      ExternalReply reply = options.host().call(name, hostArgs, hostKw);
      if (reply instanceof ExternalReply.Value v) {
        return HostBridge.toPython(v.value(), this::hostFunction);
      }
      if (reply instanceof ExternalReply.Pending p) {
        PyFuture fut = name.startsWith("tools.") ? new ToolCallFuture(vm.loop) : new PyFuture(vm.loop);
        vm.loop.pendingCalls.put(p.id(), fut);
        return fut;
      }
      if (reply instanceof ExternalReply.Error err) {
        throw hostError(err);
      }
      throw new ExitSignal();
    }

    private static PyError hostError(ExternalReply.Error err) {
      PyType type = ExceptionTypes.byName(err.pythonType());
      if (type == null) {
        type = ExceptionTypes.RUNTIME_ERROR;
      }
      return Errors.of(type, err.message() == null ? "" : err.message());
    }

    @Override
    public Step resume() {
      if (finished != null) {
        return finished;
      }
      Vm prevVm = vm.enter();
      ResourceMeter prevMeter = meter.enter();
      try {
        if (mainTask == null) {
          setUp();
        }
        Step s = runLoop();
        if (!(s instanceof Step.Blocked)) {
          finish(s);
        }
        return s;
      } catch (LimitExceededError e) {
        return finish(limitStep(e));
      } catch (CancelledSignal e) {
        return finish(new Step.Cancelled());
      } catch (ExitSignal e) {
        return finish(new Step.Completed());
      } catch (StackOverflowError e) {
        ResourceMeter.overflowCaught();
        return finish(raised(Errors.recursion("maximum recursion depth exceeded").value()));
      } catch (OutOfMemoryError e) {
        return finish(limitStep(LimitExceededError.memory(meter.heapLimitBytes(), "the JVM ran out of memory")));
      } catch (PyError e) {
        return finish(raised(e.value()));
      } catch (RuntimeException e) {
        return finish(raised(Errors.of(ExceptionTypes.SYSTEM_ERROR, "internal error: " + e).value()));
      } finally {
        meter.exit(prevMeter);
        vm.exit(prevVm);
      }
    }

    /** The limit's step: its message names the cell's line, its traceback the running task's frames. */
    private Step limitStep(LimitExceededError e) {
      e.locate(program.filename());
      String message = e.getMessage();
      Frame where = e.frame();
      return new Step.LimitExceeded(message, where == null ? null : Exc.renderLimit(where, vm.outerFrames, message));
    }

    private Step finish(Step s) {
      finished = s;
      vm.loop.ready.clear();
      vm.loop.timers.clear();
      vm.loop.pendingCalls.clear();
      vm.loop.sleepingFuture = null;
      vm.loop.sleepingTask = null;
      return s;
    }

    private Step runLoop() {
      EventLoop loop = vm.loop;
      while (true) {
        if (vm.exitRequested) {
          return new Step.Completed();
        }
        if (loop.sleepingFuture != null) {
          if (dev.krait.python.stdlib.HostSources.loopNanos() < loop.sleepUntil) {
            // nothing else runs during a blocking sleep: one past the cap cannot end in time
            if (pastWallClockCap(loop.sleepUntil)) {
              throw wallClockExceeded(loop.sleepingTask);
            }
            return new Step.Blocked(loop.sleepUntil);
          }
          loop.endBlockingSleep();
        }
        meter.tick();
        loop.fireDueTimers();
        Runnable r = loop.ready.poll();
        if (r != null) {
          r.run();
          if (mainTask.isDone()) {
            return outcome();
          }
          continue;
        }
        long next = loop.nextDeadline();
        if (next >= 0) {
          if (pastWallClockCap(next) && loop.pendingCalls.isEmpty()) {
            // every task waits and the first timer falls after the cap: fail now, not at the cap
            throw wallClockExceeded(mainTask);
          }
          return new Step.Blocked(next);
        }
        if (!loop.pendingCalls.isEmpty()) {
          return new Step.Blocked(-1);
        }
        return raised(Errors.runtimeError("every task is waiting and nothing can wake them (deadlock)").value());
      }
    }

    /** Whether System.nanoTime {@code at} falls after the host's wall-clock cap (if it has one). */
    private boolean pastWallClockCap(long at) {
      return options.wallClockNanos() != Long.MAX_VALUE && at - wallClockDeadline > 0;
    }

    /** The wall-clock limit, located in the innermost frame of {@code task} (where it waits). */
    private LimitExceededError wallClockExceeded(PyTask task) {
      LimitExceededError e = LimitExceededError.wallClock(options.wallClockNanos());
      Frame where = task == null ? null : task.waitingFrame();
      if (where != null) {
        e.noteFrame(where);
      }
      return e;
    }

    private Step outcome() {
      if (mainTask.isCancelled()) {
        return raised(mainTask.exceptionOrNull());
      }
      if (mainTask.exception != null) {
        PyBaseException e = mainTask.exception;
        if (e.type().isSubtypeOf(ExceptionTypes.SYSTEM_EXIT) && isSuccessfulExit(e)) {
          return new Step.Completed();
        }
        return raised(e);
      }
      return new Step.Completed(options.lastValue() ? lastValue(mainTask.resultValue()) : null);
    }

    /** The cell's value as a host value, or its repr when JSON cannot carry it (metered as any repr). */
    private Object lastValue(PyObject value) {
      if (value == null || value == PyNone.NONE) {
        return null;
      }
      try {
        return HostBridge.toHost(value, options.maxHostDepth());
      } catch (PyError e) {
        try {
          return dev.krait.python.objects.Ops.repr(value);
        } catch (PyError raisedByRepr) {
          return "<" + value.type().name() + " object>";
        }
      }
    }

    /**
     * sys.exit() / sys.exit(0) / sys.exit(None) end the cell successfully, as a process exits 0;
     * any other code (sys.exit(1), sys.exit("message")) is the cell's failure, reported as the
     * uncaught SystemExit it is.
     */
    private static boolean isSuccessfulExit(PyBaseException e) {
      dev.krait.python.objects.PyTuple args = e.args();
      if (args.size() == 0) {
        return true;
      }
      if (args.size() > 1) {
        return false;
      }
      PyObject code = args.get(0);
      return code == dev.krait.python.objects.PyNone.NONE
          || code instanceof dev.krait.python.objects.PyInt i && i.fitsLong() && i.longValue() == 0;
    }

    private Step raised(PyBaseException e) {
      String rendered;
      String message;
      try {
        try {
          rendered = Exc.render(e);
        } catch (RuntimeException | StackOverflowError ex) {
          if (ex instanceof LimitExceededError || ex instanceof CancelledSignal) {
            throw ex;
          }
          if (ex instanceof StackOverflowError) {
            ResourceMeter.overflowCaught();
          }
          rendered = Exc.typeName(e) + "\n";
        }
        message = Exc.message(e);
      } catch (LimitExceededError ex) {
        // a user __str__/__repr__ ran past a limit while the traceback was written: that limit
        // ends the cell (not "<exception str() failed>" and an ordinary failure)
        return limitStep(ex);
      } catch (CancelledSignal ex) {
        return new Step.Cancelled();
      }
      return new Step.Raised(new PythonFailure(Exc.typeName(e), message, rendered));
    }

    @Override
    public void settle(long pendingId, ExternalReply outcome) {
      PyFuture fut = vm.loop.pendingCalls.remove(pendingId);
      if (fut == null || finished != null) {
        return;
      }
      Vm prevVm = vm.enter();
      ResourceMeter prevMeter = meter.enter();
      try {
        if (outcome instanceof ExternalReply.Value v) {
          fut.setResult(HostBridge.toPython(v.value(), this::hostFunction));
        } else if (outcome instanceof ExternalReply.Error err) {
          fut.setException(hostError(err).value());
        } else if (outcome instanceof ExternalReply.Exit) {
          vm.exitRequested = true;
        } else {
          fut.setException(Errors.runtimeError("a pending call cannot be settled with Pending").value());
        }
      } catch (PyError e) {
        fut.setException(e.value());
      } catch (LimitExceededError e) {
        // Converting a large result can exhaust the budget: the cell ends with that limit at
        // the next resume(), never with a Java exception escaping to the host.
        finish(limitStep(e));
      } catch (CancelledSignal e) {
        finish(new Step.Cancelled());
      } catch (StackOverflowError | OutOfMemoryError e) {
        if (e instanceof StackOverflowError) {
          ResourceMeter.overflowCaught();
        }
        finish(limitStep(LimitExceededError.memory(meter.heapLimitBytes(), "the JVM ran out of memory")));
      } finally {
        meter.exit(prevMeter);
        vm.exit(prevVm);
      }
    }

    @Override
    public void cancel() {
      meter.cancel();
    }

    @Override
    public long cpuNanosUsed() {
      return meter.cpuNanosUsed();
    }

    @Override
    public void setCpuNanosUsed(long nanos) {
      meter.setCpuSpent(nanos);
    }

    @Override
    public boolean needsDeepStack() {
      return meter.needsDeepStack();
    }

    @Override
    public void onDeepStack() {
      meter.deep();
    }
  }
}
