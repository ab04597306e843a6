/*
 * The pre-run check: a few passes over Krait's AST that find, before any tool runs, the mistakes a
 * model's cell most often makes. Errors are what can only fail (and might fail after other tools
 * already had their effects): syntax errors, unknown tools, unknown or missing keyword arguments,
 * literal arguments that break the schema. Warnings are what a cell may rely on or what the check
 * cannot be sure of: an import Krait lacks (a cell may catch the ImportError), a name bound
 * nowhere (a cell may catch the NameError), a tool call's result used without await.
 *
 * Deliberately not checked: types of non-literal arguments, flow (whether a name is bound before
 * it is read, whether a branch runs), attributes of values, calls of the cell's own functions.
 */
package dev.krait.python.check;

import dev.krait.python.CellCheck;
import dev.krait.python.CellCheck.Diagnostic;
import dev.krait.python.CellCheck.Severity;
import dev.krait.python.Program;
import dev.krait.python.Suggestions;
import dev.krait.python.compiler.Compiler;
import dev.krait.python.parser.Node;
import dev.krait.python.parser.Parser;
import dev.krait.python.parser.SyntaxErrorException;
import dev.krait.python.vm.Interpreter;
import dev.krait.python.vm.Modules;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** One check of one cell. */
@dev.krait.python.objects.NotWalked("lives while a cell is checked, before it runs")
public final class Checker {
  private static final String TOOLS = "tools";
  /** Names every module has, and the ones a class body or method may read. */
  private static final Set<String> IMPLICIT = Set.of("__name__", "__doc__", "__package__", "__spec__",
      "__annotations__", "__builtins__", "__file__", "__loader__", "__module__", "__qualname__", "__class__",
      "__debug__");
  /** Calls that can bind names the AST does not show. */
  private static final Set<String> DYNAMIC = Set.of("exec", "eval", "globals", "vars", "locals", "__import__");
  /** What a future (an un-awaited tool call) does have. */
  private static final Set<String> FUTURE_ATTRIBUTES = Set.of("result", "done", "cancel", "cancelled",
      "exception", "add_done_callback", "remove_done_callback", "get_loop", "__await__");
  private static final Set<String> CATCHES_IMPORT = Set.of("ImportError", "ModuleNotFoundError", "Exception",
      "BaseException");
  private static final Set<String> CATCHES_ATTRIBUTE = Set.of("AttributeError");
  private static final Set<String> CATCHES_TYPE = Set.of("TypeError", "Exception", "BaseException");

  private final Map<String, CellCheck.Tool> tools = new LinkedHashMap<>();
  private final Set<String> globals;
  private final List<Diagnostic> out = new ArrayList<>();

  // facts gathered by the first pass
  private final Map<String, Integer> bindings = new HashMap<>();
  private final Set<String> probed = new HashSet<>();
  private boolean dynamicNames;
  private boolean starImport;
  private final Map<String, Node.Call> unawaited = new HashMap<>();

  /** Exception names caught around the node being visited (one set per enclosing try body). */
  private final Deque<Set<String>> catching = new ArrayDeque<>();
  /** How many function or lambda bodies enclose the node being visited. */
  private int functionDepth;
  /** The passes as consumers, made once: a method reference per visited node was an allocation each. */
  private final java.util.function.Consumer<Node> gatherEach = this::gather;
  private final java.util.function.Consumer<Node> visitEach = this::visit;

  public Checker(List<CellCheck.Tool> tools, Set<String> globals) {
    tools.forEach(t -> this.tools.putIfAbsent(t.identifier(), t));
    this.globals = globals;
  }

  private static volatile Set<String> modules;

  /** The module names a cell may import. */
  public static Set<String> modules() {
    Set<String> names = modules;
    if (names == null) {
      TreeSet<String> made = new TreeSet<>(Modules.available());
      made.add("builtins");
      names = modules = java.util.Collections.unmodifiableSet(made);
    }
    return names;
  }

  /** The program compiled while checking (null after a syntax error). */
  private Program program;

  /** The program the check compiled, to run without compiling again; null after a syntax error. */
  public Program program() {
    return program;
  }

  /** Runs the check. */
  public List<Diagnostic> check(String source, String filename) {
    Node.Module module;
    try {
      module = Parser.parseModule(source, filename);
      program = Interpreter.program(Compiler.compileModule(module, filename, source, true), filename);
    } catch (SyntaxErrorException e) {
      out.add(new Diagnostic(Severity.ERROR, e.line(), Math.max(1, e.column()), e.kind() + ": " + e.msg()));
      return out;
    } catch (StackOverflowError e) {
      dev.krait.python.vm.ResourceMeter.overflowCaught();
      out.add(new Diagnostic(Severity.ERROR, 1, 1, "SyntaxError: too many nested parentheses"));
      return out;
    }
    try {
      gather(module);
      visit(module);
    } catch (StackOverflowError e) {
      // a cell nested too deeply to analyse: it will be judged when it runs
      dev.krait.python.vm.ResourceMeter.overflowCaught();
    }
    out.sort(Comparator.comparingInt(Diagnostic::line).thenComparingInt(Diagnostic::column));
    return out;
  }

  // ---------------------------------------------------------------- pass 1: bindings and probes

  private void gather(Node n) {
    if (n instanceof Node.AugAssign a && a.target() instanceof Node.Name) {
      gather(a.value()); // `x += 1` reads x first: it binds nothing that was not bound before
      return;
    }
    if (n instanceof Node.Name name && name.ctx() != Node.Ctx.LOAD) {
      bind(name.id());
    } else if (n instanceof Node.FunctionDef f) {
      bind(f.name());
    } else if (n instanceof Node.ClassDef c) {
      bind(c.name());
    } else if (n instanceof Node.Arg a) {
      bind(a.name());
    } else if (n instanceof Node.Import i) {
      for (Node.Alias a : i.names()) {
        bind(a.asname() != null ? a.asname() : a.name().split("\\.")[0]);
      }
    } else if (n instanceof Node.ImportFrom i) {
      for (Node.Alias a : i.names()) {
        if (a.name().equals("*")) {
          starImport = true;
        } else {
          bind(a.asname() != null ? a.asname() : a.name());
        }
      }
    } else if (n instanceof Node.ExceptHandler h && h.name() != null) {
      bind(h.name());
    } else if (n instanceof Node.Global g) {
      g.names().forEach(this::bind);
    } else if (n instanceof Node.Nonlocal g) {
      g.names().forEach(this::bind);
    } else if (n instanceof Node.MatchAs a && a.name() != null) {
      bind(a.name());
    } else if (n instanceof Node.MatchStar s && s.name() != null) {
      bind(s.name());
    } else if (n instanceof Node.MatchMapping m && m.rest() != null) {
      bind(m.rest());
    } else if (n instanceof Node.Call c) {
      gatherCall(c);
    } else if (n instanceof Node.Assign a && a.targets().size() == 1 && a.targets().get(0) instanceof Node.Name t
        && toolCall(a.value()) != null) {
      unawaited.put(t.id(), (Node.Call) a.value());
    }
    Nodes.children(n, gatherEach);
  }

  private void bind(String name) {
    bindings.merge(name, 1, Integer::sum);
  }

  private void gatherCall(Node.Call c) {
    if (c.func() instanceof Node.Name f) {
      if (DYNAMIC.contains(f.id())) {
        dynamicNames = true;
      }
      if ((f.id().equals("hasattr") || f.id().equals("getattr")) && c.args().size() >= 2
          && c.args().get(0) instanceof Node.Name target && target.id().equals(TOOLS)
          && c.args().get(1) instanceof Node.Constant k && k.value() instanceof String attr) {
        probed.add(attr);
      }
    }
  }

  // ---------------------------------------------------------------- pass 2: findings

  private void visit(Node n) {
    if (n instanceof Node.Try t) {
      catching.push(caught(t.handlers()));
      t.body().forEach(visitEach);
      catching.pop();
      t.handlers().forEach(visitEach);
      t.orelse().forEach(visitEach);
      t.finalbody().forEach(visitEach);
      return;
    }
    if (n instanceof Node.With w) {
      Set<String> suppressed = suppressed(w);
      w.items().forEach(visitEach);
      catching.push(suppressed);
      w.body().forEach(visitEach);
      catching.pop();
      return;
    }
    if (n instanceof Node.FunctionDef || n instanceof Node.Lambda) {
      functionDepth++;
      Nodes.children(n, visitEach);
      functionDepth--;
      return;
    }
    if (n instanceof Node.Import i) {
      for (Node.Alias a : i.names()) {
        importOf(a.name(), a);
      }
    } else if (n instanceof Node.ImportFrom i && i.level() == 0 && i.module() != null) {
      importOf(i.module(), i);
    } else if (n instanceof Node.Name name && name.ctx() == Node.Ctx.LOAD) {
      unbound(name);
    } else if (n instanceof Node.AugAssign a && a.target() instanceof Node.Name name) {
      unbound(name);
    } else if (n instanceof Node.Attribute a && a.value() instanceof Node.Name base && base.id().equals(TOOLS)) {
      toolAttribute(a);
    } else if (n instanceof Node.Call c) {
      CellCheck.Tool tool = toolCall(c);
      if (tool != null) {
        arguments(c, tool);
      }
    } else if (n instanceof Node.Subscript s) {
      notAwaited(s.value(), "subscripted");
    } else if (n instanceof Node.For f) {
      notAwaited(f.iter(), "iterated over");
    } else if (n instanceof Node.Comprehension c) {
      notAwaited(c.iter(), "iterated over");
    } else if (n instanceof Node.Compare c) {
      for (int i = 0; i < c.ops().size(); i++) {
        if (c.ops().get(i) == Node.CmpOpKind.IN || c.ops().get(i) == Node.CmpOpKind.NOT_IN) {
          notAwaited(c.comparators().get(i), "searched with 'in'");
        }
      }
    }
    if (n instanceof Node.Attribute a && !FUTURE_ATTRIBUTES.contains(a.attr()) && !a.attr().startsWith("__")) {
      notAwaited(a.value(), null, a.attr());
    }
    Nodes.children(n, visitEach);
  }

  /** The exception names a try's handlers catch ("*" for a bare except). */
  private static Set<String> caught(List<Node.ExceptHandler> handlers) {
    Set<String> names = new HashSet<>();
    for (Node.ExceptHandler h : handlers) {
      if (h.type() == null) {
        names.add("*");
      } else {
        exceptionNames(h.type(), names);
      }
    }
    return names;
  }

  private static void exceptionNames(Node.Expr e, Set<String> names) {
    if (e instanceof Node.Name n) {
      names.add(n.id());
    } else if (e instanceof Node.Attribute a) {
      names.add(a.attr());
    } else if (e instanceof Node.TupleExpr t) {
      t.elts().forEach(x -> exceptionNames(x, names));
    }
  }

  /** {@code with suppress(ImportError):} and {@code with contextlib.suppress(...):} catch like a try. */
  private static Set<String> suppressed(Node.With w) {
    Set<String> names = new HashSet<>();
    for (Node.WithItem item : w.items()) {
      if (item.contextExpr() instanceof Node.Call c) {
        String f = c.func() instanceof Node.Name n ? n.id() : c.func() instanceof Node.Attribute a ? a.attr() : "";
        if (f.equals("suppress")) {
          c.args().forEach(arg -> exceptionNames(arg, names));
        }
      }
    }
    return names;
  }

  private boolean catches(Set<String> wanted, boolean broadToo) {
    for (Set<String> names : catching) {
      if (names.contains("*") && broadToo) {
        return true;
      }
      for (String name : names) {
        if (wanted.contains(name)) {
          return true;
        }
      }
    }
    return false;
  }

  private void importOf(String module, Node at) {
    if (modules().contains(module)) {
      return;
    }
    String top = module.split("\\.")[0];
    if (!top.equals(module) && modules().contains(top)) {
      return; // a submodule of a provided package: judged when it runs
    }
    if (catches(CATCHES_IMPORT, true)) {
      return;
    }
    warning(at, "module '" + module + "' is not available in Krait (ImportError when run); it provides "
        + String.join(", ", providedTopLevel()));
  }

  private static List<String> providedTopLevel() {
    List<String> names = new ArrayList<>();
    for (String m : modules()) {
      if (!m.startsWith("_")) {
        names.add(m);
      }
    }
    return names;
  }

  private void unbound(Node.Name name) {
    String id = name.id();
    if (dynamicNames || starImport || bindings.containsKey(id) || globals.contains(id) || IMPLICIT.contains(id)
        || Interpreter.builtinNames().contains(id)) {
      return;
    }
    Set<String> known = new TreeSet<>(bindings.keySet());
    known.addAll(globals);
    known.addAll(Interpreter.builtinNames());
    List<String> close = Suggestions.closest(id, known, 1);
    warning(name, "name '" + id + "' is never assigned in the cell (a NameError if reached)"
        + (close.isEmpty() ? "" : "; did you mean '" + close.get(0) + "'?"));
  }

  // ---------------------------------------------------------------- tools

  /** The tool {@code c} calls, when it is {@code tools.NAME(...)} of a known tool. */
  private CellCheck.Tool toolCall(Node.Expr e) {
    if (!(e instanceof Node.Call c) || !(c.func() instanceof Node.Attribute a)
        || !(a.value() instanceof Node.Name base) || !base.id().equals(TOOLS) || bindings.containsKey(TOOLS)
        || !globals.contains(TOOLS)) {
      return null;
    }
    return tools.get(a.attr());
  }

  private void toolAttribute(Node.Attribute a) {
    if (bindings.containsKey(TOOLS) || !globals.contains(TOOLS) || a.ctx() != Node.Ctx.LOAD
        || tools.containsKey(a.attr()) || a.attr().startsWith("__")) {
      return;
    }
    String message = "tools." + a.attr() + " is not a tool" + closeTools(a.attr());
    if (probed.contains(a.attr()) || catches(CATCHES_ATTRIBUTE, false)) {
      warning(a, message + " (AttributeError when reached)");
    } else {
      error(a, message);
    }
  }

  private String closeTools(String name) {
    List<String> close = Suggestions.closest(name, tools.keySet(), 3);
    if (!close.isEmpty()) {
      List<String> names = new ArrayList<>();
      close.forEach(c -> names.add("tools." + c));
      return "; did you mean " + String.join(" or ", names) + "?";
    }
    if (tools.isEmpty()) {
      return "; the cell has no tools";
    }
    if (tools.size() <= 12) {
      return "; the tools are " + String.join(", ", tools.keySet());
    }
    return "";
  }

  private void arguments(Node.Call c, CellCheck.Tool tool) {
    String label = "tools." + tool.identifier();
    for (Node.Expr arg : c.args()) {
      if (arg instanceof Node.Starred) {
        return;
      }
    }
    for (Node.Keyword k : c.keywords()) {
      if (k.arg() == null) {
        return; // **mapping: the keys are not known here
      }
    }
    int positional = c.args().size();
    if (positional > 1 || positional == 1 && !c.keywords().isEmpty()) {
      // The seed's contract makes this TypeError catchable, and cells do catch it: an error only at
      // top level outside such a try; in a function or lambda the caller may catch it.
      boolean mayBeCaught = functionDepth > 0 || catches(CATCHES_TYPE, true);
      report(mayBeCaught ? Severity.WARNING : Severity.ERROR, c, label + "() takes one JSON argument or keyword arguments, not " + positional + " positional argument"
          + (positional == 1 ? "" : "s") + (c.keywords().isEmpty() ? "" : " and keyword arguments"));
      return;
    }
    if (!tool.typed()) {
      return;
    }
    Map<String, Node> given = new LinkedHashMap<>();
    boolean keywords = positional == 0;
    if (positional == 1) {
      Node.Expr arg = c.args().get(0);
      if (arg instanceof Node.DictExpr d) {
        for (int i = 0; i < d.keys().size(); i++) {
          if (!(d.keys().get(i) instanceof Node.Constant k) || !(k.value() instanceof String key)) {
            return; // computed or ** keys
          }
          given.put(key, d.values().get(i));
        }
      } else {
        String type = literalType(arg);
        if (type != null) {
          String parameters = tool.parameters().get();
          error(arg, label + " takes keyword arguments" + (parameters.isEmpty() ? " or one dict"
              : " (" + parameters + ")") + "; got a positional " + type);
        }
        return;
      }
    } else {
      for (Node.Keyword k : c.keywords()) {
        given.put(k.arg(), k.value());
      }
    }
    Map<String, CellCheck.Param> params = new LinkedHashMap<>();
    tool.params().forEach(p -> params.put(p.name(), p));
    for (Map.Entry<String, Node> e : given.entrySet()) {
      if (!params.containsKey(e.getKey()) && !tool.openEnded()) {
        List<String> close = Suggestions.closest(e.getKey(), params.keySet(), 1);
        String hint = !close.isEmpty() ? "; did you mean '" + close.get(0) + "'?"
            : params.isEmpty() ? "; it takes no arguments"
            : "; it takes " + String.join(", ", params.keySet());
        Node at = keywords ? keywordNode(c, e.getKey()) : e.getValue();
        error(at, label + "() got an unexpected keyword argument '" + e.getKey() + "'" + hint);
      }
    }
    List<String> missing = new ArrayList<>();
    for (CellCheck.Param p : tool.params()) {
      if (p.required() && !given.containsKey(p.name())) {
        missing.add("'" + p.name() + "'");
      }
    }
    if (!missing.isEmpty()) {
      String list = missing.size() == 1 ? missing.get(0)
          : String.join(", ", missing.subList(0, missing.size() - 1)) + " and " + missing.get(missing.size() - 1);
      error(c, label + "() missing " + missing.size() + " required keyword-only argument"
          + (missing.size() == 1 ? "" : "s") + ": " + list);
    }
    if (tool.arguments() == null) {
      return;
    }
    for (Map.Entry<String, Node> e : given.entrySet()) {
      CellCheck.Param p = params.get(e.getKey());
      if (p == null) {
        continue;
      }
      Object value = literal(e.getValue());
      if (value == NOT_LITERAL || value == null && keywords && !p.required() && !p.acceptsNone()) {
        continue; // unknown until run time, or None for "not given"
      }
      for (String problem : tool.arguments().check(e.getKey(), value)) {
        error(e.getValue(), problem);
      }
    }
  }

  private static Node keywordNode(Node.Call c, String name) {
    for (Node.Keyword k : c.keywords()) {
      if (name.equals(k.arg())) {
        return k.value();
      }
    }
    return c;
  }

  private static final Object NOT_LITERAL = new Object();

  /** The host value of a literal expression, or NOT_LITERAL. */
  private static Object literal(Node n) {
    if (n instanceof Node.Constant k) {
      Object v = k.value();
      if (v == null || v instanceof Boolean || v instanceof Long || v instanceof Double || v instanceof String) {
        return v;
      }
      if (v instanceof BigInteger b) {
        return b.bitLength() < 64 ? (Object) b.longValue() : b;
      }
      return NOT_LITERAL;
    }
    if (n instanceof Node.UnaryOp u && (u.op() == Node.UnaryOpKind.USUB || u.op() == Node.UnaryOpKind.UADD)
        && u.operand() instanceof Node.Constant k) {
      boolean neg = u.op() == Node.UnaryOpKind.USUB;
      if (k.value() instanceof Long l) {
        return neg ? (l == Long.MIN_VALUE ? NOT_LITERAL : -l) : l;
      }
      if (k.value() instanceof Double d) {
        return neg ? -d : d;
      }
      if (k.value() instanceof BigInteger b) {
        BigInteger v = neg ? b.negate() : b;
        return v.bitLength() < 64 ? (Object) v.longValue() : v;
      }
      return NOT_LITERAL;
    }
    List<Node.Expr> elements = n instanceof Node.ListExpr l ? l.elts() : n instanceof Node.TupleExpr t ? t.elts() : null;
    if (elements != null) {
      List<Object> list = new ArrayList<>();
      for (Node.Expr e : elements) {
        Object v = literal(e);
        if (v == NOT_LITERAL) {
          return NOT_LITERAL;
        }
        list.add(v);
      }
      return list;
    }
    if (n instanceof Node.DictExpr d) {
      Map<String, Object> map = new LinkedHashMap<>();
      for (int i = 0; i < d.keys().size(); i++) {
        if (!(d.keys().get(i) instanceof Node.Constant k) || !(k.value() instanceof String key)) {
          return NOT_LITERAL;
        }
        Object v = literal(d.values().get(i));
        if (v == NOT_LITERAL) {
          return NOT_LITERAL;
        }
        map.put(key, v);
      }
      return map;
    }
    return NOT_LITERAL;
  }

  /** The Python type of a literal that is not a dict (as it crosses to the host), or null. */
  private static String literalType(Node.Expr e) {
    if (e instanceof Node.JoinedStr) {
      return "str";
    }
    if (e instanceof Node.ListExpr || e instanceof Node.TupleExpr || e instanceof Node.ListComp) {
      return "list";
    }
    Object v = literal(e);
    if (v == NOT_LITERAL) {
      return null;
    }
    if (v == null) {
      return "None";
    }
    if (v instanceof Boolean) {
      return "bool";
    }
    if (v instanceof Long || v instanceof BigInteger) {
      return "int";
    }
    if (v instanceof Double) {
      return "float";
    }
    return v instanceof String ? "str" : null;
  }

  /** A tool call's future used as if it were the result. */
  private void notAwaited(Node.Expr e, String how) {
    notAwaited(e, how, null);
  }

  /** As above; {@code how} is "asked for .ATTR" when {@code attr} is given (made only for a finding). */
  private void notAwaited(Node.Expr e, String how, String attr) {
    Node.Call call = null;
    String what = null;
    if (toolCall(e) != null) {
      call = (Node.Call) e;
      what = "the call";
    } else if (e instanceof Node.Name n && unawaited.containsKey(n.id()) && bindings.getOrDefault(n.id(), 0) == 1
        && n.ctx() == Node.Ctx.LOAD) {
      call = unawaited.get(n.id());
      what = "'" + n.id() + "' (line " + call.line() + ")";
    }
    if (call == null) {
      return;
    }
    String tool = ((Node.Attribute) call.func()).attr();
    if (attr != null) {
      how = "asked for ." + attr;
    }
    warning(e, what + " holds the pending call of tools." + tool + "(...), not its result, and is " + how
        + ": did you forget `await`?");
  }

  private void error(Node at, String message) {
    report(Severity.ERROR, at, message);
  }

  private void warning(Node at, String message) {
    report(Severity.WARNING, at, message);
  }

  private void report(Severity severity, Node at, String message) {
    out.add(new Diagnostic(severity, at.line(), at.col() + 1, message));
  }
}
