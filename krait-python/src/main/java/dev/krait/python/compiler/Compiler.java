/*
 * The second compiler pass: walks the AST with the scopes found by Symtable and emits one
 * CodeObject per scope. Exception handling uses a runtime block stack (SETUP_FINALLY /
 * POP_BLOCK); break/continue/return leave try/with/except blocks by unwinding them at compile
 * time (finally bodies are copied inline), as CPython 3.9 did.
 */
package dev.krait.python.compiler;

import dev.krait.python.compiler.Symtable.Kind;
import dev.krait.python.compiler.Symtable.Scope;
import dev.krait.python.compiler.Symtable.Where;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.parser.EndPositions;
import dev.krait.python.parser.Node;
import dev.krait.python.parser.Node.*;
import dev.krait.python.parser.SyntaxErrorException;
import dev.krait.python.vm.ResourceMeter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** AST to bytecode. Entry points: {@link #compileModule} and {@link #compileEval}. */
@dev.krait.python.objects.NotWalked("lives while a module compiles; its constants end up in code objects")
public final class Compiler {
  private final Symtable st;
  private final String filename;
  private final String[] lines;
  private final boolean topLevelAwait;
  private final EndPositions ends;
  /** `from __future__ import` statements at the head of the module, the only place they may be. */
  private final java.util.Set<Stmt> futureImports = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
  /** PEP 563: annotations are compiled to their source text. */
  private boolean futureAnnotations;
  private Unit u;
  /** The running execution's meter when source is compiled inside a cell (exec, eval): ticks per statement and expression. */
  private final ResourceMeter meter = ResourceMeter.current();

  private Compiler(Symtable st, String filename, String[] lines, boolean topLevelAwait, EndPositions ends) {
    this.st = st;
    this.ends = ends;
    this.filename = filename;
    this.lines = lines;
    this.topLevelAwait = topLevelAwait;
  }

  /**
   * Compiles a module; top-level await is allowed when {@code topLevelAwait}. Such a module (a cell)
   * returns the value of its last statement when that is an expression statement, else None.
   */
  public static CodeObject compileModule(Node.Module m, String filename, String source, boolean topLevelAwait) {
    String[] lines = splitLines(source);
    Symtable st = Symtable.build(m, lines);
    Compiler c = new Compiler(st, filename, lines, topLevelAwait, m.ends());
    Scope scope = st.scopeOf(m);
    // about one instruction per AST node (0.94 over the conformance cases, nested code included)
    c.u = new Unit(scope, "<module>", "<module>", 1, Math.min(m.ends().size() + 8, 4096));
    c.u.flags |= CodeObject.NAME_SCOPE | (topLevelAwait ? CodeObject.TOP_LEVEL_AWAIT : 0);
    List<Stmt> body = m.body();
    c.scanFutureImports(body);
    if (hasAnnotations(body)) {
      c.emit(Opcode.SETUP_ANNOTATIONS, 0);
    }
    PyObject doc = docstring(body);
    if (doc != null) {
      c.at(body.get(0));
      c.loadConst(doc);
      c.storeName("__doc__");
      body = body.subList(1, body.size());
    }
    if (topLevelAwait && !body.isEmpty() && body.get(body.size() - 1) instanceof ExprStmt last) {
      // a cell returns its last expression statement's value (as a notebook shows it); the host
      // reads it only when asked to (ExecutionOptions.lastValue), and nothing in Python sees it
      c.stmts(body.subList(0, body.size() - 1));
      c.at(last);
      c.expr(last.value());
    } else {
      c.stmts(body);
      if (topLevelAwait && body.isEmpty() && doc != null) {
        c.loadConst(doc);   // a cell that is one string: that string is its value
      } else {
        c.loadConst(PyNone.NONE);
      }
    }
    c.emit(Opcode.RETURN_VALUE, 0);
    return c.finish(c.u);
  }

  /**
   * The source's lines at \r\n, \r or \n (as {@code split("\r\n|\r|\n", -1)}, a trailing empty
   * line included), by hand: the regex costs more than lexing the cell.
   */
  static String[] splitLines(String source) {
    java.util.ArrayList<String> out = new java.util.ArrayList<>();
    int start = 0;
    int n = source.length();
    dev.krait.python.vm.ResourceMeter meter = dev.krait.python.vm.ResourceMeter.current();
    for (int i = 0; i < n; i++) {
      meter.tickEvery(i, 0x1000);
      char ch = source.charAt(i);
      if (ch == '\n' || ch == '\r') {
        out.add(source.substring(start, i));
        if (ch == '\r' && i + 1 < n && source.charAt(i + 1) == '\n') {
          i++;
        }
        start = i + 1;
      }
    }
    out.add(source.substring(start));
    return out.toArray(new String[0]);
  }

  /** Compiles an expression for eval(): the code returns its value. */
  public static CodeObject compileEval(Expr e, String filename, String source) {
    String[] lines = splitLines(source);
    Symtable st = Symtable.build(e, lines);
    Compiler c = new Compiler(st, filename, lines, false, EndPositions.NONE);
    c.u = new Unit(st.scopeOf(e), "<module>", "<module>", 1);
    c.u.flags |= CodeObject.NAME_SCOPE;
    c.at(e);
    c.expr(e);
    c.emit(Opcode.RETURN_VALUE, 0);
    return c.finish(c.u);
  }

  // ================================================================ units, labels, emission

  /** Frame blocks known at compile time, for break/continue/return unwinding. */
  private enum FType { WHILE_LOOP, FOR_LOOP, ASYNC_FOR_LOOP, TRY_EXCEPT, FINALLY_TRY, FINALLY_END, WITH, ASYNC_WITH,
    HANDLER_CLEANUP, NAMED_HANDLER_CLEANUP, POP_VALUE, EXCEPT_STAR_HANDLER }

  private record FBlock(FType type, Label start, Label exit, List<Stmt> finalBody, String name) {
    boolean temporaryIter() {
      return "temp".equals(name);
    }
  }

  static final class Label {
    int target = -1;
    final List<Integer> refs = new ArrayList<>();
  }

  @dev.krait.python.objects.NotWalked("lives while a scope compiles")
  static final class Unit {
    final Scope scope;
    final String name;
    final String qualname;
    final int firstLine;
    // Sized by the caller (a fixed 64, with the position table 1.3 KB per unit, was far too many
    // for `1 + 1` or a small function), doubled as emit() needs.
    int[] code;
    int[] lineTab;
    /** Start column, end line, end column of each instruction, three ints each (-1: unknown). */
    int[] posTab;
    int n;
    int line;
    /** The span the next instructions report, with line (-1: line only). */
    int col = -1;
    int endLine = -1;
    int endCol = -1;
    int flags;
    final List<PyObject> consts = new ArrayList<>();
    final Map<Object, Integer> constIndex = new HashMap<>();
    final List<String> names = new ArrayList<>();
    final Map<String, Integer> nameIndex = new HashMap<>();
    final List<String> varnames = new ArrayList<>();
    final Map<String, Integer> varIndex = new HashMap<>();
    final List<String[]> kwnames = new ArrayList<>();
    final Deque<FBlock> fblocks = new ArrayDeque<>();
    int blockDepth;
    int maxBlockDepth;
    int argcount;
    int posonly;
    int kwonly;
    PyObject doc;
    int retSlot = -1;
    int tmpCounter;

    /** A unit of functions, classes and comprehensions: most are a few dozen instructions. */
    Unit(Scope scope, String name, String qualname, int firstLine) {
      this(scope, name, qualname, firstLine, 16);
    }

    Unit(Scope scope, String name, String qualname, int firstLine, int capacity) {
      code = new int[capacity];
      lineTab = new int[capacity];
      posTab = new int[3 * capacity];
      this.scope = scope;
      this.name = name;
      this.qualname = qualname;
      this.firstLine = firstLine;
      this.line = firstLine;
      if (scope != null && scope.isFunctionLike()) {
        for (String p : scope.params) {
          varIndex.put(p, varnames.size());
          varnames.add(p);
        }
        for (Map.Entry<String, Where> e : scope.where.entrySet()) {
          if ((e.getValue() == Where.LOCAL || e.getValue() == Where.CELL) && !varIndex.containsKey(e.getKey())) {
            varIndex.put(e.getKey(), varnames.size());
            varnames.add(e.getKey());
          }
        }
      }
    }
  }

  private int emit(Opcode op, int arg) {
    if (u.n == u.code.length) {
      u.code = Arrays.copyOf(u.code, u.n * 2);
      u.lineTab = Arrays.copyOf(u.lineTab, u.n * 2);
      u.posTab = Arrays.copyOf(u.posTab, u.n * 6);
    }
    if (arg < 0 || arg >= (1 << 24)) {
      throw error("too many constants, names or arguments in one code object", u.line, 0);
    }
    u.code[u.n] = op.encode(arg);
    u.lineTab[u.n] = u.line;
    u.posTab[3 * u.n] = u.col;
    u.posTab[3 * u.n + 1] = u.endLine;
    u.posTab[3 * u.n + 2] = u.endCol;
    if (op == Opcode.SETUP_FINALLY || op == Opcode.SETUP_CLEANUP) {
      u.blockDepth++;
      u.maxBlockDepth = Math.max(u.maxBlockDepth, u.blockDepth);
    } else if (op == Opcode.POP_BLOCK) {
      u.blockDepth--;
    }
    return u.n++;
  }

  private void emitJump(Opcode op, Label l) {
    int at = emit(op, 0);
    if (l.target >= 0) {
      u.code[at] = op.encode(l.target);
    } else {
      l.refs.add(at);
    }
  }

  private void bind(Label l) {
    l.target = u.n;
    for (int at : l.refs) {
      u.code[at] = Opcode.of(u.code[at]).encode(l.target);
    }
    l.refs.clear();
  }

  private void loadConst(PyObject c) {
    emit(Opcode.LOAD_CONST, constIndex(c));
  }

  /**
   * One str object per distinct str constant of the whole compilation (CPython interns them too):
   * a key written in one function and looked up in another ({@code rec["id"]}) is then the same
   * object, and the dict finds it by identity instead of comparing the text.
   */
  private final Map<String, PyStr> strConstants = new HashMap<>();

  private PyObject interned(PyObject c) {
    if (c.getClass() != PyStr.class) {
      return c;
    }
    PyStr str = (PyStr) c;
    return strConstants.computeIfAbsent(str.value(), v -> str);
  }

  private int constIndex(PyObject c) {
    Object key = c instanceof CodeConstant ? c : Constants.key(c);
    Integer idx = u.constIndex.get(key);
    if (idx == null) {
      c = interned(c);
      idx = u.consts.size();
      u.consts.add(c);
      u.constIndex.put(key, idx);
    }
    return idx;
  }

  private int nameIndex(String name) {
    Integer idx = u.nameIndex.get(name);
    if (idx == null) {
      idx = u.names.size();
      u.names.add(name);
      u.nameIndex.put(name, idx);
    }
    return idx;
  }

  private int varSlot(String name) {
    Integer idx = u.varIndex.get(name);
    if (idx == null) {
      idx = u.varnames.size();
      u.varnames.add(name);
      u.varIndex.put(name, idx);
    }
    return idx;
  }

  private int cellIndex(String name) {
    int i = u.scope.cellvars.indexOf(name);
    if (i >= 0) {
      return i;
    }
    int f = u.scope.freevars.indexOf(name);
    if (f < 0) {
      throw new IllegalStateException("no cell for " + name + " in " + u.qualname);
    }
    return u.scope.cellvars.size() + f;
  }

  private SyntaxErrorException error(String msg, int line, int col) {
    String text = line >= 1 && line <= lines.length ? lines[line - 1] : null;
    return SyntaxErrorException.syntax(msg, line, col + 1, text);
  }

  private SyntaxErrorException error(String msg, Node at) {
    SyntaxErrorException e = error(msg, at.line(), at.col());
    int endLine = ends.endLine(at);
    return endLine < 0 ? e : e.withEnd(endLine, ends.endCol(at) + 1);
  }

  /** The next instructions belong to node n: its line, and its span for traceback carets. */
  private void at(Node n) {
    u.line = n.line();
    u.endLine = ends.endLine(n);
    u.col = u.endLine < 0 ? -1 : n.col();
    u.endCol = u.endLine < 0 ? -1 : ends.endCol(n);
  }

  /**
   * An attribute operation reports the span of the attribute; when the attribute's name is on a
   * later line than its value (a chained call split over lines), the span starts at the name,
   * so the traceback shows the line with the failing {@code .name} (CPython 3.11 does the same).
   */
  private void atAttr(Attribute a) {
    at(a);
    if (u.endLine >= 0 && u.endLine != a.line()) {
      u.line = u.endLine;
      int len = a.attr().codePointCount(0, a.attr().length());
      u.col = len <= u.endCol ? u.endCol - len : -1;
    }
  }

  /** A call reports its span; a method call split over lines starts at the method's name. */
  private void atCall(Node call, Attribute method) {
    at(call);
    int attrEnd = method == null ? -1 : ends.endLine(method);
    if (attrEnd >= 0 && attrEnd != method.line() && u.endLine >= 0) {
      int len = method.attr().codePointCount(0, method.attr().length());
      int endCol = ends.endCol(method);
      u.line = attrEnd;
      u.col = len <= endCol ? endCol - len : -1;
    }
  }

  private int[] positions(Unit unit) {
    return Arrays.copyOf(unit.posTab, unit.n * 3);
  }

  private CodeObject finish(Unit unit) {
    int[] code = Arrays.copyOf(unit.code, unit.n);
    int[] lineTab = Arrays.copyOf(unit.lineTab, unit.n);
    int maxStack = StackDepth.compute(code) + 2;
    Scope s = unit.scope;
    String[] cellvars = s.cellvars.toArray(new String[0]);
    String[] freevars = s.freevars.toArray(new String[0]);
    int[] cellParamSlots = new int[cellvars.length];
    for (int i = 0; i < cellvars.length; i++) {
      Integer slot = unit.varIndex.get(cellvars[i]);
      cellParamSlots[i] = slot != null && s.params.contains(cellvars[i]) ? slot : -1;
    }
    return new CodeObject(unit.name, unit.qualname, filename, lines, unit.firstLine, unit.flags, code, lineTab,
        unit.consts.toArray(new PyObject[0]), unit.names.toArray(new String[0]),
        unit.varnames.toArray(new String[0]), cellvars, freevars, cellParamSlots,
        unit.kwnames.toArray(new String[0][]), unit.argcount, unit.posonly, unit.kwonly, maxStack,
        unit.maxBlockDepth + 1, unit.doc, positions(unit));
  }

  // ================================================================ names

  private void loadName(String name) {
    nameOp(name, Ctx.LOAD);
  }

  private void storeName(String name) {
    nameOp(name, Ctx.STORE);
  }

  private void nameOp(String name, Ctx ctx) {
    Scope s = u.scope;
    Where w = s.whereOf(name);
    if (s.kind == Kind.CLASS && s.classPassThrough.contains(name)) {
      w = Where.LOCAL;
    }
    if (s.kind == Kind.MODULE || s.kind == Kind.CLASS) {
      switch (w) {
        case GLOBAL_EXPLICIT -> emit(ctx == Ctx.LOAD ? Opcode.LOAD_GLOBAL : ctx == Ctx.STORE ? Opcode.STORE_GLOBAL
            : Opcode.DELETE_GLOBAL, nameIndex(name));
        case FREE, CELL -> {
          if (ctx == Ctx.LOAD) {
            emit(s.kind == Kind.CLASS ? Opcode.LOAD_CLASSDEREF : Opcode.LOAD_DEREF, cellIndex(name));
          } else {
            emit(ctx == Ctx.STORE ? Opcode.STORE_DEREF : Opcode.DELETE_DEREF, cellIndex(name));
          }
        }
        default -> emit(ctx == Ctx.LOAD ? Opcode.LOAD_NAME : ctx == Ctx.STORE ? Opcode.STORE_NAME
            : Opcode.DELETE_NAME, nameIndex(name));
      }
      return;
    }
    switch (w) {
      case LOCAL -> emit(ctx == Ctx.LOAD ? Opcode.LOAD_FAST : ctx == Ctx.STORE ? Opcode.STORE_FAST
          : Opcode.DELETE_FAST, varSlot(name));
      case CELL, FREE -> emit(ctx == Ctx.LOAD ? Opcode.LOAD_DEREF : ctx == Ctx.STORE ? Opcode.STORE_DEREF
          : Opcode.DELETE_DEREF, cellIndex(name));
      default -> emit(ctx == Ctx.LOAD ? Opcode.LOAD_GLOBAL : ctx == Ctx.STORE ? Opcode.STORE_GLOBAL
          : Opcode.DELETE_GLOBAL, nameIndex(name));
    }
  }

  // ================================================================ statements

  private void stmts(List<Stmt> body) {
    for (Stmt s : body) {
      stmt(s);
    }
  }

  private void stmt(Stmt s) {
    meter.tick();
    at(s);
    if (s instanceof FunctionDef f) { functionDef(f); } else if (s instanceof ClassDef c) { classDef(c); } else if (s instanceof Return r) { returnStmt(r); } else if (s instanceof Delete d) {
        for (Expr t : d.targets()) {
          delete(t);
        }
      } else if (s instanceof Assign a) {
        expr(a.value());
        for (int i = 0; i < a.targets().size(); i++) {
          if (i < a.targets().size() - 1) {
            emit(Opcode.COPY, 1);
          }
          store(a.targets().get(i));
        }
      } else if (s instanceof AugAssign a) { augAssign(a); } else if (s instanceof AnnAssign a) { annAssign(a); } else if (s instanceof For f) {
        if (f.isAsync()) {
          asyncFor(f);
        } else {
          forStmt(f);
        }
      } else if (s instanceof While w) { whileStmt(w); } else if (s instanceof If i) { ifStmt(i); } else if (s instanceof With w) { withStmt(w, 0); } else if (s instanceof Match m) { new MatchCompiler().match(m); } else if (s instanceof Raise r) {
        int n = 0;
        if (r.exc() != null) {
          expr(r.exc());
          n++;
          if (r.cause() != null) {
            expr(r.cause());
            n++;
          }
        }
        at(r);
        emit(Opcode.RAISE_VARARGS, n);
      } else if (s instanceof Try t) { tryStmt(t); } else if (s instanceof Assert a) {
        Label ok = new Label();
        jumpIf(a.test(), ok, true);
        emit(Opcode.LOAD_ASSERTION_ERROR, 0);
        if (a.msg() != null) {
          emit(Opcode.PUSH_NULL, 0);
          expr(a.msg());
          emit(Opcode.CALL, 1);
        }
        at(a.test());
        emit(Opcode.RAISE_VARARGS, 1);
        bind(ok);
      } else if (s instanceof Import i) { importStmt(i); } else if (s instanceof ImportFrom i) { importFrom(i); } else if (s instanceof Global g) { } else if (s instanceof Nonlocal n) { } else if (s instanceof ExprStmt e) {
        expr(e.value());
        emit(Opcode.POP_TOP, 0);
      } else if (s instanceof Pass p) { } else if (s instanceof Break b) { breakStmt(b); } else if (s instanceof Continue c) { continueStmt(c); }
  }

  private static boolean hasAnnotations(List<Stmt> body) {
    for (Stmt s : body) {
      if (s instanceof AnnAssign) {
        return true;
      }
      List<List<Stmt>> nested = List.of();
      if (s instanceof If i) {
        nested = List.of(i.body(), i.orelse());
      } else if (s instanceof For f) {
        nested = List.of(f.body(), f.orelse());
      } else if (s instanceof While w) {
        nested = List.of(w.body(), w.orelse());
      } else if (s instanceof With w) {
        nested = List.of(w.body());
      } else if (s instanceof Try t) {
        nested = List.of(t.body(), t.orelse(), t.finalbody());
      }
      for (List<Stmt> b : nested) {
        if (hasAnnotations(b)) {
          return true;
        }
      }
    }
    return false;
  }

  private static PyObject docstring(List<Stmt> body) {
    if (!body.isEmpty() && body.get(0) instanceof ExprStmt e && e.value() instanceof Constant c
        && c.value() instanceof String str) {
      return PyStr.of(str);
    }
    return null;
  }

  private void annAssign(AnnAssign a) {
    if (a.value() != null) {
      expr(a.value());
      store(a.target());
    } else if (!(a.target() instanceof Name)) {
      // obj.attr: int evaluates obj; nothing is stored
      if (a.target() instanceof Attribute at) {
        expr(at.value());
        emit(Opcode.POP_TOP, 0);
      } else if (a.target() instanceof Subscript sub) {
        expr(sub.value());
        emit(Opcode.POP_TOP, 0);
        expr(sub.slice());
        emit(Opcode.POP_TOP, 0);
      }
    }
    if (a.target() instanceof Name n && a.simple() && u.scope.kind != Kind.FUNCTION
        && u.scope.kind != Kind.COMPREHENSION) {
      annotation(a.annotation());
      emit(Opcode.LOAD_NAME, nameIndex("__annotations__"));
      loadConst(PyStr.of(n.id()));
      emit(Opcode.STORE_SUBSCR, 0);
    }
  }

  private void augAssign(AugAssign a) {
    int op = binop(a.op()) + 16;
    // As CPython: loading and storing the target report the target's span, the operation the statement's.
    if (a.target() instanceof Name n) {
        at(n);
        loadName(n.id());
        at(a);
        expr(a.value());
        at(a);
        emit(Opcode.BINARY_OP, op);
        at(n);
        storeName(n.id());
      } else if (a.target() instanceof Attribute at) {
        at(at);
        expr(at.value());
        emit(Opcode.COPY, 1);
        atAttr(at);
        emit(Opcode.LOAD_ATTR, nameIndex(at.attr()));
        at(a);
        expr(a.value());
        at(a);
        emit(Opcode.BINARY_OP, op);
        atAttr(at);
        emit(Opcode.SWAP, 2);
        emit(Opcode.STORE_ATTR, nameIndex(at.attr()));
      } else if (a.target() instanceof Subscript sub) {
        at(sub);
        expr(sub.value());
        subscriptIndex(sub.slice());
        emit(Opcode.COPY, 2);
        emit(Opcode.COPY, 2);
        emit(Opcode.BINARY_SUBSCR, 0);
        at(a);
        expr(a.value());
        at(a);
        emit(Opcode.BINARY_OP, op);
        at(sub);
        emit(Opcode.SWAP, 3);
        emit(Opcode.SWAP, 2);
        emit(Opcode.STORE_SUBSCR, 0);
      } else { throw error("'" + describe(a.target()) + "' is an illegal expression for augmented assignment",
          a.target()); }
  }

  private static String describe(Expr e) {
    if (e instanceof TupleExpr) {
      return "tuple";
    } else if (e instanceof ListExpr) {
      return "list";
    } else if (e instanceof Call) {
      return "function call";
    } else if (e instanceof Constant) {
      return "literal";
    }
    return "expression";
  }

  private void store(Expr t) {
    if (t instanceof Name n) { storeName(n.id()); } else if (t instanceof Attribute a) {
        expr(a.value());
        atAttr(a);
        emit(Opcode.STORE_ATTR, nameIndex(a.attr()));
      } else if (t instanceof Subscript s) {
        expr(s.value());
        subscriptIndex(s.slice());
        at(s);
        emit(Opcode.STORE_SUBSCR, 0);
      } else if (t instanceof TupleExpr tu) { unpackStore(tu.elts(), tu); } else if (t instanceof ListExpr l) { unpackStore(l.elts(), l); } else if (t instanceof Starred s) { throw error("starred assignment target must be in a list or tuple", s); } else { throw error("cannot assign to " + describe(t), t); }
  }

  private void unpackStore(List<Expr> elts, Expr at) {
    int star = -1;
    for (int i = 0; i < elts.size(); i++) {
      if (elts.get(i) instanceof Starred) {
        if (star >= 0) {
          throw error("multiple starred expressions in assignment", elts.get(i));
        }
        star = i;
      }
    }
    at(at);
    if (star < 0) {
      emit(Opcode.UNPACK_SEQUENCE, elts.size());
    } else {
      emit(Opcode.UNPACK_EX, star | ((elts.size() - star - 1) << 8));
    }
    for (Expr e : elts) {
      store(e instanceof Starred s ? s.value() : e);
    }
  }

  private void delete(Expr t) {
    if (t instanceof Name n) { nameOp(n.id(), Ctx.DEL); } else if (t instanceof Attribute a) {
        expr(a.value());
        atAttr(a);
        emit(Opcode.DELETE_ATTR, nameIndex(a.attr()));
      } else if (t instanceof Subscript s) {
        expr(s.value());
        subscriptIndex(s.slice());
        at(s);
        emit(Opcode.DELETE_SUBSCR, 0);
      } else if (t instanceof TupleExpr tu) { tu.elts().forEach(this::delete); } else if (t instanceof ListExpr l) { l.elts().forEach(this::delete); } else { throw error("cannot delete " + describe(t), t); }
  }

  private void ifStmt(If i) {
    Label orelse = new Label();
    Label end = new Label();
    jumpIf(i.test(), orelse, false);
    stmts(i.body());
    if (!i.orelse().isEmpty()) {
      emitJump(Opcode.JUMP, end);
      bind(orelse);
      stmts(i.orelse());
    } else {
      bind(orelse);
    }
    bind(end);
  }

  /** Jumps to {@code target} when the truth of e equals {@code cond}; falls through otherwise. */
  private void jumpIf(Expr e, Label target, boolean cond) {
    if (e instanceof UnaryOp un && un.op() == UnaryOpKind.NOT) {
      jumpIf(un.operand(), target, !cond);
      return;
    }
    if (e instanceof BoolOp b) {
      boolean isAnd = b.op() == BoolOpKind.AND;
      List<Expr> vals = b.values();
      if (cond == !isAnd) {
        // or with jump-if-true / and with jump-if-false: any operand decides
        for (Expr v : vals) {
          jumpIf(v, target, cond);
        }
      } else {
        Label skip = new Label();
        for (int i = 0; i < vals.size() - 1; i++) {
          jumpIf(vals.get(i), skip, !cond);
        }
        jumpIf(vals.get(vals.size() - 1), target, cond);
        bind(skip);
      }
      return;
    }
    expr(e);
    emitJump(cond ? Opcode.POP_JUMP_IF_TRUE : Opcode.POP_JUMP_IF_FALSE, target);
  }

  private void whileStmt(While w) {
    Label start = new Label();
    Label orelse = new Label();
    Label end = new Label();
    bind(start);
    if (!(w.test() instanceof Constant c && Constants.isTruthyLiteral(c.value()))) {
      jumpIf(w.test(), orelse, false);
    }
    u.fblocks.push(new FBlock(FType.WHILE_LOOP, start, end, null, null));
    stmts(w.body());
    u.fblocks.pop();
    at(w);
    emitJump(Opcode.JUMP, start);
    bind(orelse);
    stmts(w.orelse());
    bind(end);
  }

  private void forStmt(For f) {
    Label start = new Label();
    Label cleanup = new Label();
    Label end = new Label();
    expr(f.iter());
    at(f);
    emit(Opcode.GET_ITER, 0);
    bind(start);
    at(f);
    emitJump(Opcode.FOR_ITER, cleanup);
    store(f.target());
    boolean temp = !(f.iter() instanceof Name || f.iter() instanceof Attribute || f.iter() instanceof Subscript);
    u.fblocks.push(new FBlock(FType.FOR_LOOP, start, end, null, temp ? "temp" : null));
    stmts(f.body());
    u.fblocks.pop();
    at(f);
    emitJump(Opcode.JUMP, start);
    bind(cleanup);
    stmts(f.orelse());
    bind(end);
  }

  private void checkAsync(String what, Node at) {
    Scope s = u.scope;
    if (s.kind == Kind.MODULE && topLevelAwait) {
      u.flags |= CodeObject.AWAITS_AT_TOP_LEVEL;
      return;
    }
    if (s.kind == Kind.FUNCTION && s.coroutine) {
      return;
    }
    if (s.kind == Kind.COMPREHENSION && s.coroutine && what.equals("await")) {
      return;
    }
    if (what.equals("await")) {
      throw error(s.isFunctionLike() ? "'await' outside async function" : "'await' outside function", at);
    }
    throw error("'" + what + "' outside async function", at);
  }

  private void emitAwait() {
    emit(Opcode.GET_AWAITABLE, 0);
    loadConst(PyNone.NONE);
    emit(Opcode.SEND, 0);
  }

  private void asyncFor(For f) {
    checkAsync("async for", f);
    Label start = new Label();
    Label handler = new Label();
    Label end = new Label();
    expr(f.iter());
    at(f);
    emit(Opcode.GET_AITER, 0);
    bind(start);
    at(f);
    emitJump(Opcode.SETUP_FINALLY, handler);
    emit(Opcode.GET_ANEXT, 0);
    loadConst(PyNone.NONE);
    emit(Opcode.SEND, 0);
    emit(Opcode.POP_BLOCK, 0);
    store(f.target());
    u.fblocks.push(new FBlock(FType.ASYNC_FOR_LOOP, start, end, null, null));
    stmts(f.body());
    u.fblocks.pop();
    at(f);
    emitJump(Opcode.JUMP, start);
    bind(handler);
    emit(Opcode.END_ASYNC_FOR, 0);
    stmts(f.orelse());
    bind(end);
  }

  private void withStmt(With w, int item) {
    if (w.isAsync()) {
      checkAsync("async with", w);
    }
    WithItem it = w.items().get(item);
    Label handler = new Label();
    Label cleanup = new Label();
    Label suppress = new Label();
    Label end = new Label();
    expr(it.contextExpr());
    at(w);
    if (w.isAsync()) {
      emit(Opcode.BEFORE_ASYNC_WITH, 0);
      emitAwait();
    } else {
      emit(Opcode.BEFORE_WITH, 0);
    }
    emitJump(Opcode.SETUP_CLEANUP, handler);
    if (it.optionalVars() != null) {
      store(it.optionalVars());
    } else {
      emit(Opcode.POP_TOP, 0);
    }
    u.fblocks.push(new FBlock(w.isAsync() ? FType.ASYNC_WITH : FType.WITH, null, null, null, null));
    if (item + 1 < w.items().size()) {
      withStmt(w, item + 1);
    } else {
      stmts(w.body());
    }
    u.fblocks.pop();
    at(w);
    emit(Opcode.POP_BLOCK, 0);
    emitWithExitNormal(w.isAsync());
    emitJump(Opcode.JUMP, end);
    // exceptional exit: [exit, exc]
    bind(handler);
    u.blockDepth++;
    emit(Opcode.PUSH_EXC_INFO, 0);
    emitJump(Opcode.SETUP_CLEANUP, cleanup);
    emit(Opcode.WITH_EXCEPT_START, 0);
    if (w.isAsync()) {
      emitAwait();
    }
    emitJump(Opcode.POP_JUMP_IF_TRUE, suppress);
    emit(Opcode.RERAISE, 0);
    bind(suppress);
    emit(Opcode.POP_TOP, 0);
    emit(Opcode.POP_BLOCK, 0);
    emit(Opcode.POP_EXCEPT, 0);
    emit(Opcode.POP_TOP, 0);
    emitJump(Opcode.JUMP, end);
    bind(cleanup);
    emit(Opcode.POP_EXCEPT_AND_RERAISE, 0);
    u.blockDepth--;
    bind(end);
  }

  private void emitWithExitNormal(boolean async) {
    emit(Opcode.WITH_EXIT_NORMAL, 0);
    if (async) {
      emitAwait();
    }
    emit(Opcode.POP_TOP, 0);
  }

  private void tryStmt(Try t) {
    if (!t.finalbody().isEmpty()) {
      tryFinally(t);
    } else if (t.isStar()) {
      tryExceptStar(t);
    } else {
      tryExcept(t.body(), t.handlers(), t.orelse(), t);
    }
  }

  /**
   * try/except* as CPython 3.11 compiles it (compiler_try_star_except). In the handler the
   * stack is [prev, orig, res, rest]: orig the exception caught, res the list of exceptions the
   * clauses raised or re-raised, rest what is still unhandled. Each clause splits rest with
   * CHECK_EG_MATCH; an exception leaving a clause body is appended to res; at the end the
   * unhandled rest is appended too and PREP_RERAISE_STAR computes what to raise (or None).
   */
  private void tryExceptStar(Try t) {
    Label handler = new Label();
    Label cleanup = new Label();
    Label end = new Label();
    int depth = u.blockDepth;
    emitJump(Opcode.SETUP_FINALLY, handler);
    u.fblocks.push(new FBlock(FType.TRY_EXCEPT, null, null, null, null));
    stmts(t.body());
    u.fblocks.pop();
    emit(Opcode.POP_BLOCK, 0);
    stmts(t.orelse());
    emitJump(Opcode.JUMP, end);
    bind(handler);
    u.blockDepth = depth + 1;
    emit(Opcode.PUSH_EXC_INFO, 0);
    emitJump(Opcode.SETUP_CLEANUP, cleanup);
    emit(Opcode.COPY, 1);
    emit(Opcode.BUILD_LIST, 0);
    emit(Opcode.SWAP, 2);
    for (ExceptHandler h : t.handlers()) {
      u.line = h.line();
      Label noMatch = new Label();
      Label next = new Label();
      Label raisedInBody = new Label();
      expr(h.type());
      u.line = h.line();
      emit(Opcode.CHECK_EG_MATCH, 0);
      emit(Opcode.COPY, 1);
      loadConst(PyNone.NONE);
      emit(Opcode.IS_OP, 0);
      emitJump(Opcode.POP_JUMP_IF_TRUE, noMatch);
      if (h.name() != null) {
        storeName(h.name());
      } else {
        emit(Opcode.POP_TOP, 0);
      }
      int bodyDepth = u.blockDepth;
      emitJump(Opcode.SETUP_FINALLY, raisedInBody);
      u.fblocks.push(new FBlock(FType.EXCEPT_STAR_HANDLER, null, null, null, h.name()));
      stmts(h.body());
      u.fblocks.pop();
      emit(Opcode.POP_BLOCK, 0);
      if (h.name() != null) {
        clearName(h.name());
      }
      emitJump(Opcode.JUMP, next);
      // an exception left the clause body: [prev, orig, res, rest, raised]
      bind(raisedInBody);
      u.blockDepth = bodyDepth;
      u.line = h.line();
      if (h.name() != null) {
        clearName(h.name());
      }
      emit(Opcode.LIST_APPEND, 2);
      emitJump(Opcode.JUMP, next);
      bind(noMatch);
      emit(Opcode.POP_TOP, 0);
      bind(next);
    }
    // [prev, orig, res, rest]
    u.line = t.handlers().get(t.handlers().size() - 1).line();
    Label reraise = new Label();
    emit(Opcode.LIST_APPEND, 1);
    emit(Opcode.PREP_RERAISE_STAR, 0);
    emit(Opcode.COPY, 1);
    loadConst(PyNone.NONE);
    emit(Opcode.IS_OP, 0);
    emitJump(Opcode.POP_JUMP_IF_FALSE, reraise);
    emit(Opcode.POP_TOP, 0);
    emit(Opcode.POP_BLOCK, 0);
    emit(Opcode.POP_EXCEPT, 0);
    emitJump(Opcode.JUMP, end);
    bind(reraise);
    u.blockDepth = depth + 1;
    emit(Opcode.POP_BLOCK, 0);
    emit(Opcode.SWAP, 2);
    emit(Opcode.POP_EXCEPT, 0);
    emit(Opcode.RERAISE, 0);
    bind(cleanup);
    emit(Opcode.POP_EXCEPT_AND_RERAISE, 0);
    u.blockDepth = depth;
    bind(end);
  }

  /** CPython refuses to leave an except* clause with break/continue/return (checked while unwinding). */
  private void checkExceptStarExit(boolean toLoop, Node at) {
    for (FBlock b : u.fblocks) {
      if (toLoop && (b.type() == FType.WHILE_LOOP || b.type() == FType.FOR_LOOP
          || b.type() == FType.ASYNC_FOR_LOOP)) {
        return;
      }
      if (b.type() == FType.EXCEPT_STAR_HANDLER) {
        throw error("'break', 'continue' and 'return' cannot appear in an except* block", at);
      }
    }
  }

  private void tryFinally(Try t) {
    Label handler = new Label();
    Label cleanup = new Label();
    Label end = new Label();
    emitJump(Opcode.SETUP_FINALLY, handler);
    u.fblocks.push(new FBlock(FType.FINALLY_TRY, null, null, t.finalbody(), null));
    if (t.handlers().isEmpty()) {
      stmts(t.body());
      stmts(t.orelse());
    } else if (t.isStar()) {
      tryExceptStar(t);
    } else {
      tryExcept(t.body(), t.handlers(), t.orelse(), t);
    }
    u.fblocks.pop();
    emit(Opcode.POP_BLOCK, 0);
    stmts(t.finalbody());
    emitJump(Opcode.JUMP, end);
    bind(handler);
    u.blockDepth++;
    emit(Opcode.PUSH_EXC_INFO, 0);
    emitJump(Opcode.SETUP_CLEANUP, cleanup);
    u.fblocks.push(new FBlock(FType.FINALLY_END, null, null, null, null));
    stmts(t.finalbody());
    u.fblocks.pop();
    emit(Opcode.POP_BLOCK, 0);
    emit(Opcode.POP_EXCEPT_AND_RERAISE, 0);
    bind(cleanup);
    emit(Opcode.POP_EXCEPT_AND_RERAISE, 0);
    u.blockDepth--;
    bind(end);
  }

  private void tryExcept(List<Stmt> body, List<ExceptHandler> handlers, List<Stmt> orelse, Node at) {
    Label handler = new Label();
    Label cleanup = new Label();
    Label end = new Label();
    emitJump(Opcode.SETUP_FINALLY, handler);
    u.fblocks.push(new FBlock(FType.TRY_EXCEPT, null, null, null, null));
    stmts(body);
    u.fblocks.pop();
    emit(Opcode.POP_BLOCK, 0);
    stmts(orelse);
    emitJump(Opcode.JUMP, end);
    bind(handler);
    u.blockDepth++;
    emit(Opcode.PUSH_EXC_INFO, 0);
    emitJump(Opcode.SETUP_CLEANUP, cleanup);
    for (int i = 0; i < handlers.size(); i++) {
      ExceptHandler h = handlers.get(i);
      at(h);
      if (h.type() == null && i < handlers.size() - 1) {
        throw error("default 'except:' must be last", h);
      }
      Label next = new Label();
      if (h.type() != null) {
        expr(h.type());
        emit(Opcode.CHECK_EXC_MATCH, 0);
        emitJump(Opcode.POP_JUMP_IF_FALSE, next);
      }
      if (h.name() != null) {
        storeName(h.name());
        Label nameCleanup = new Label();
        emitJump(Opcode.SETUP_FINALLY, nameCleanup);
        u.fblocks.push(new FBlock(FType.NAMED_HANDLER_CLEANUP, null, null, null, h.name()));
        stmts(h.body());
        u.fblocks.pop();
        emit(Opcode.POP_BLOCK, 0);
        emit(Opcode.POP_BLOCK, 0);
        emit(Opcode.POP_EXCEPT, 0);
        clearName(h.name());
        emitJump(Opcode.JUMP, end);
        bind(nameCleanup);
        u.blockDepth++;
        clearName(h.name());
        emit(Opcode.RERAISE, 0);
        u.blockDepth--;
      } else {
        emit(Opcode.POP_TOP, 0);
        u.fblocks.push(new FBlock(FType.HANDLER_CLEANUP, null, null, null, null));
        stmts(h.body());
        u.fblocks.pop();
        emit(Opcode.POP_BLOCK, 0);
        emit(Opcode.POP_EXCEPT, 0);
        emitJump(Opcode.JUMP, end);
      }
      bind(next);
    }
    emit(Opcode.RERAISE, 0);
    bind(cleanup);
    emit(Opcode.POP_EXCEPT_AND_RERAISE, 0);
    u.blockDepth--;
    bind(end);
  }

  private void clearName(String name) {
    loadConst(PyNone.NONE);
    storeName(name);
    nameOp(name, Ctx.DEL);
  }

  /** Emits the code that leaves one frame block early (break/continue/return). */
  private void unwind(FBlock b, boolean forReturn) {
    switch (b.type()) {
      case WHILE_LOOP -> { }
      case FOR_LOOP, ASYNC_FOR_LOOP -> {
        if (forReturn) {
          emit(b.temporaryIter() ? Opcode.POP_ITER : Opcode.POP_TOP, 0);
        }
      }
      case TRY_EXCEPT -> emit(Opcode.POP_BLOCK, 0);
      case FINALLY_TRY -> {
        emit(Opcode.POP_BLOCK, 0);
        // the finally body runs with this block and those inside it removed from the compile-time stack
        Deque<FBlock> saved = new ArrayDeque<>(u.fblocks);
        while (!u.fblocks.isEmpty()) {
          if (u.fblocks.pop() == b) {
            break;
          }
        }
        stmts(b.finalBody());
        u.fblocks.clear();
        u.fblocks.addAll(saved);
      }
      case FINALLY_END -> {
        emit(Opcode.POP_BLOCK, 0);
        emit(Opcode.POP_TOP, 0);
        emit(Opcode.POP_EXCEPT, 0);
      }
      case WITH, ASYNC_WITH -> {
        emit(Opcode.POP_BLOCK, 0);
        emitWithExitNormal(b.type() == FType.ASYNC_WITH);
      }
      case HANDLER_CLEANUP -> {
        emit(Opcode.POP_BLOCK, 0);
        emit(Opcode.POP_EXCEPT, 0);
      }
      case NAMED_HANDLER_CLEANUP -> {
        emit(Opcode.POP_BLOCK, 0);
        emit(Opcode.POP_BLOCK, 0);
        emit(Opcode.POP_EXCEPT, 0);
        clearName(b.name());
      }
      case POP_VALUE -> emit(Opcode.POP_TOP, 0);
      case EXCEPT_STAR_HANDLER -> throw new IllegalStateException("leaving an except* block");
    }
  }

  /**
   * Unwinds blocks from the innermost outwards until a loop (returned) or, when {@code toLoop} is
   * false, all of them. The compile-time block stack is left unchanged.
   */
  private FBlock unwindUntilLoop(boolean toLoop, boolean forReturn) {
    List<FBlock> blocks = new ArrayList<>(u.fblocks);
    int saveDepth = u.blockDepth;
    for (FBlock b : blocks) {
      if (toLoop && (b.type() == FType.WHILE_LOOP || b.type() == FType.FOR_LOOP
          || b.type() == FType.ASYNC_FOR_LOOP)) {
        u.blockDepth = saveDepth;
        return b;
      }
      unwind(b, forReturn);
    }
    u.blockDepth = saveDepth;
    return null;
  }

  private boolean inLoop() {
    for (FBlock b : u.fblocks) {
      if (b.type() == FType.WHILE_LOOP || b.type() == FType.FOR_LOOP || b.type() == FType.ASYNC_FOR_LOOP) {
        return true;
      }
    }
    return false;
  }

  private void breakStmt(Break b) {
    checkExceptStarExit(true, b);
    if (!inLoop()) {
      throw error("'break' outside loop", b);
    }
    FBlock loop = unwindUntilLoop(true, false);
    if (loop.type() != FType.WHILE_LOOP) {
      emit(loop.temporaryIter() ? Opcode.POP_ITER : Opcode.POP_TOP, 0);
    }
    emitJump(Opcode.JUMP, loop.exit());
  }

  private void continueStmt(Continue c) {
    checkExceptStarExit(true, c);
    if (!inLoop()) {
      throw error("'continue' not properly in loop", c);
    }
    FBlock loop = unwindUntilLoop(true, false);
    emitJump(Opcode.JUMP, loop.start());
  }

  private void returnStmt(Return r) {
    Scope s = u.scope;
    if (!s.isFunctionLike()) {
      throw error("'return' outside function", r);
    }
    if (r.value() != null && s.coroutine && s.generator) {
      throw error("'return' with value in async generator", r);
    }
    // CPython reports a constant return value's position when it is on the return's line
    checkExceptStarExit(false, r.value() instanceof Node.Constant cv && cv.line() == r.line() ? cv : r);
    if (r.value() != null) {
      expr(r.value());
    } else {
      loadConst(PyNone.NONE);
    }
    if (!u.fblocks.isEmpty()) {
      if (u.retSlot < 0) {
        u.retSlot = varSlot(".ret");
      }
      emit(Opcode.STORE_FAST, u.retSlot);
      unwindUntilLoop(false, true);
      at(r);
      emit(Opcode.LOAD_FAST, u.retSlot);
    }
    emit(Opcode.RETURN_VALUE, 0);
  }

  private void importStmt(Import i) {
    for (Alias a : i.names()) {
      at(i);
      if (a.asname() != null) {
        loadConst(dev.krait.python.objects.PyBool.TRUE);
        emit(Opcode.IMPORT_NAME, nameIndex(a.name()));
        storeName(a.asname());
      } else {
        loadConst(PyNone.NONE);
        emit(Opcode.IMPORT_NAME, nameIndex(a.name()));
        storeName(a.name().split("\\.")[0]);
      }
    }
  }

  private static final java.util.Set<String> FUTURE_FEATURES = java.util.Set.of("nested_scopes", "generators",
      "division", "absolute_import", "with_statement", "print_function", "unicode_literals", "barry_as_FLUFL",
      "generator_stop", "annotations");

  /** Finds the leading `from __future__ import` statements (after a docstring) and their features. */
  private void scanFutureImports(List<Stmt> body) {
    int i = docstring(body) != null ? 1 : 0;
    for (; i < body.size(); i++) {
      if (!(body.get(i) instanceof ImportFrom f) || f.level() != 0 || !"__future__".equals(f.module())) {
        break;
      }
      futureImports.add(f);
      for (Alias a : f.names()) {
        if (a.name().equals("annotations")) {
          futureAnnotations = true;
        }
      }
    }
  }

  private void checkFutureImport(ImportFrom i) {
    if (!futureImports.contains(i)) {
      throw error("from __future__ imports must occur at the beginning of the file", i);
    }
    for (Alias a : i.names()) {
      if (a.name().equals("braces")) {
        throw error("not a chance", i.line(), i.col());
      }
      if (!FUTURE_FEATURES.contains(a.name())) {
        throw error("future feature " + a.name() + " is not defined", i.line(), i.col());
      }
    }
  }

  /** An annotation's value: evaluated, or under PEP 563 its source text. */
  private void annotation(Expr e) {
    if (!futureAnnotations) {
      expr(e);
      return;
    }
    loadConst(PyStr.of(sourceText(e)));
  }

  /** The source text of a node, from its start to its end position. */
  private String sourceText(Node n) {
    int endLine = ends.endLine(n);
    if (endLine < 0 || n.line() < 1 || endLine > lines.length) {
      return "";
    }
    StringBuilder sb = new StringBuilder();
    for (int ln = n.line(); ln <= endLine; ln++) {
      int[] cps = lines[ln - 1].codePoints().toArray();
      int from = ln == n.line() ? Math.min(n.col(), cps.length) : 0;
      int to = ln == endLine ? Math.min(ends.endCol(n), cps.length) : cps.length;
      if (ln > n.line()) {
        sb.append(' ');
      }
      sb.append(new String(cps, from, Math.max(0, to - from)).strip());
    }
    return sb.toString();
  }

  private void importFrom(ImportFrom i) {
    if (i.level() == 0 && "__future__".equals(i.module())) {
      checkFutureImport(i);
    }
    if (i.level() > 0) {
      loadConst(PyStr.of("attempted relative import with no known parent package"));
      emit(Opcode.IMPORT_NAME, nameIndex(""));
      return;
    }
    PyObject[] fromlist = new PyObject[i.names().size()];
    for (int k = 0; k < fromlist.length; k++) {
      fromlist[k] = PyStr.of(i.names().get(k).name());
    }
    loadConst(PyTuple.of(fromlist));
    emit(Opcode.IMPORT_NAME, nameIndex(i.module()));
    if (i.names().size() == 1 && i.names().get(0).name().equals("*")) {
      emit(Opcode.IMPORT_STAR, 0);
      return;
    }
    for (Alias a : i.names()) {
      emit(Opcode.IMPORT_FROM, nameIndex(a.name()));
      storeName(a.asname() != null ? a.asname() : a.name());
    }
    emit(Opcode.POP_TOP, 0);
  }

  // ================================================================ functions and classes

  private String childQualname(String name) {
    Scope s = u.scope;
    if (s.kind == Kind.MODULE) {
      return name;
    }
    if (s.isFunctionLike()) {
      return u.qualname + ".<locals>." + name;
    }
    return u.qualname + "." + name;
  }

  /** Calls the decorators innermost first; each call reports its decorator's span, as CPython's. */
  private void applyDecorators(List<Expr> decorators) {
    for (int i = decorators.size() - 1; i >= 0; i--) {
      at(decorators.get(i));
      emit(Opcode.CALL, 1);
    }
  }

  private void functionDef(FunctionDef f) {
    for (Expr d : f.decorators()) {
      expr(d);
      emit(Opcode.PUSH_NULL, 0);
    }
    at(f);
    Scope scope = st.scopeOf(f);
    makeFunction(scope, f.name(), f.args(), f.returns(), () -> {
      List<Stmt> body = f.body();
      PyObject doc = docstring(body);
      if (doc != null) {
        u.doc = doc;
        body = body.subList(1, body.size());
      }
      stmts(body);
      loadConst(PyNone.NONE);
      emit(Opcode.RETURN_VALUE, 0);
    }, f.line());
    at(f);
    applyDecorators(f.decorators());
    at(f);
    storeName(f.name());
  }

  private void makeFunction(Scope scope, String name, Arguments args, Expr returns, Runnable body, int line) {
    int flags = 0;
    if (!args.defaults().isEmpty()) {
      for (Expr d : args.defaults()) {
        expr(d);
      }
      emit(Opcode.BUILD_TUPLE, args.defaults().size());
      flags |= 1;
    }
    int nkw = 0;
    for (int i = 0; i < args.kwonlyargs().size(); i++) {
      Expr d = args.kwDefaults().get(i);
      if (d != null) {
        loadConst(PyStr.of(args.kwonlyargs().get(i).name()));
        expr(d);
        nkw++;
      }
    }
    if (nkw > 0) {
      emit(Opcode.BUILD_MAP, nkw);
      flags |= 2;
    }
    if (returns != null || hasArgAnnotations(args)) {
      int n = 0;
      List<Arg> all = new ArrayList<>(args.posonlyargs());
      all.addAll(args.args());
      if (args.vararg() != null) {
        all.add(args.vararg());
      }
      all.addAll(args.kwonlyargs());
      if (args.kwarg() != null) {
        all.add(args.kwarg());
      }
      for (Arg a : all) {
        if (a.annotation() != null) {
          loadConst(PyStr.of(a.name()));
          annotation(a.annotation());
          n++;
        }
      }
      if (returns != null) {
        loadConst(PyStr.of("return"));
        annotation(returns);
        n++;
      }
      emit(Opcode.BUILD_MAP, n);
      flags |= 4;
    }
    Unit parent = u;
    Unit child = new Unit(scope, name, childQualname(name), line);
    child.argcount = args.posonlyargs().size() + args.args().size();
    child.posonly = args.posonlyargs().size();
    child.kwonly = args.kwonlyargs().size();
    if (args.vararg() != null) {
      child.flags |= CodeObject.VARARGS;
    }
    if (args.kwarg() != null) {
      child.flags |= CodeObject.VARKEYWORDS;
    }
    setGenFlags(child, scope);
    u = child;
    body.run();
    CodeObject code = finish(child);
    u = parent;
    emitClosureAndMake(code, flags);
  }

  private static void setGenFlags(Unit child, Scope scope) {
    if (scope.coroutine && scope.generator) {
      child.flags |= CodeObject.ASYNC_GENERATOR;
    } else if (scope.coroutine) {
      child.flags |= CodeObject.COROUTINE;
    } else if (scope.generator) {
      child.flags |= CodeObject.GENERATOR;
    }
  }

  private void emitClosureAndMake(CodeObject code, int flags) {
    if (code.freevars.length > 0) {
      for (String fv : code.freevars) {
        emit(Opcode.LOAD_CLOSURE, cellIndex(fv));
      }
      emit(Opcode.BUILD_TUPLE, code.freevars.length);
      flags |= 8;
    }
    loadConst(new CodeConstant(code));
    emit(Opcode.MAKE_FUNCTION, flags);
  }

  private static boolean hasArgAnnotations(Arguments a) {
    for (List<Arg> l : List.of(a.posonlyargs(), a.args(), a.kwonlyargs())) {
      for (Arg x : l) {
        if (x.annotation() != null) {
          return true;
        }
      }
    }
    return a.vararg() != null && a.vararg().annotation() != null
        || a.kwarg() != null && a.kwarg().annotation() != null;
  }

  private void classDef(ClassDef c) {
    for (Expr d : c.decorators()) {
      expr(d);
      emit(Opcode.PUSH_NULL, 0);
    }
    at(c);
    emit(Opcode.LOAD_BUILD_CLASS, 0);
    emit(Opcode.PUSH_NULL, 0);
    Scope scope = st.scopeOf(c);
    Unit parent = u;
    Unit child = new Unit(scope, c.name(), childQualname(c.name()), c.line());
    child.flags |= CodeObject.NAME_SCOPE;
    u = child;
    at(c);
    emit(Opcode.LOAD_NAME, nameIndex("__name__"));
    emit(Opcode.STORE_NAME, nameIndex("__module__"));
    loadConst(PyStr.of(child.qualname));
    emit(Opcode.STORE_NAME, nameIndex("__qualname__"));
    List<Stmt> body = c.body();
    if (hasAnnotations(body)) {
      emit(Opcode.SETUP_ANNOTATIONS, 0);
    }
    PyObject doc = docstring(body);
    if (doc != null) {
      loadConst(doc);
      emit(Opcode.STORE_NAME, nameIndex("__doc__"));
      body = body.subList(1, body.size());
    }
    stmts(body);
    if (scope.needsClassCell) {
      emit(Opcode.LOAD_CLOSURE, cellIndex("__class__"));
      emit(Opcode.COPY, 1);
      emit(Opcode.STORE_NAME, nameIndex("__classcell__"));
    } else {
      loadConst(PyNone.NONE);
    }
    emit(Opcode.RETURN_VALUE, 0);
    CodeObject code = finish(child);
    u = parent;
    at(c);
    emitClosureAndMake(code, 0);
    loadConst(PyStr.of(c.name()));
    List<Expr> args = new ArrayList<>(c.bases());
    callArgs(args, c.keywords(), 2, c, null);
    applyDecorators(c.decorators());
    at(c);
    storeName(c.name());
  }

  // ================================================================ expressions

  private void expr(Expr e) {
    meter.tick();
    int savedLine = u.line;
    int savedCol = u.col;
    int savedEndLine = u.endLine;
    int savedEndCol = u.endCol;
    at(e);
    exprInner(e);
    u.line = savedLine;
    u.col = savedCol;
    u.endLine = savedEndLine;
    u.endCol = savedEndCol;
  }

  private void exprInner(Expr e) {
    if (e instanceof Constant c) { loadConst(Constants.of(c.value())); } else if (e instanceof Name n) {
        if (n.ctx() != Ctx.LOAD) {
          throw error("invalid name context", n);
        }
        loadName(n.id());
      } else if (e instanceof BinOp b) {
        expr(b.left());
        expr(b.right());
        at(b);
        emit(Opcode.BINARY_OP, binop(b.op()));
      } else if (e instanceof UnaryOp un) {
        expr(un.operand());
        emit(switch (un.op()) {
          case NOT -> Opcode.UNARY_NOT;
          case USUB -> Opcode.UNARY_NEGATIVE;
          case UADD -> Opcode.UNARY_POSITIVE;
          case INVERT -> Opcode.UNARY_INVERT;
        }, 0);
      } else if (e instanceof BoolOp b) {
        Label end = new Label();
        List<Expr> vals = b.values();
        for (int i = 0; i < vals.size() - 1; i++) {
          expr(vals.get(i));
          emitJump(b.op() == BoolOpKind.AND ? Opcode.JUMP_IF_FALSE_OR_POP : Opcode.JUMP_IF_TRUE_OR_POP, end);
        }
        expr(vals.get(vals.size() - 1));
        bind(end);
      } else if (e instanceof Compare c) { compare(c); } else if (e instanceof IfExp i) {
        Label orelse = new Label();
        Label end = new Label();
        jumpIf(i.test(), orelse, false);
        expr(i.body());
        emitJump(Opcode.JUMP, end);
        bind(orelse);
        expr(i.orelse());
        bind(end);
      } else if (e instanceof NamedExpr n) {
        expr(n.value());
        emit(Opcode.COPY, 1);
        storeName(n.target().id());
      } else if (e instanceof Attribute a) {
        expr(a.value());
        atAttr(a);
        emit(Opcode.LOAD_ATTR, nameIndex(a.attr()));
      } else if (e instanceof Subscript s) {
        expr(s.value());
        subscriptIndex(s.slice());
        at(s);
        emit(Opcode.BINARY_SUBSCR, 0);
      } else if (e instanceof Call c) { call(c); } else if (e instanceof TupleExpr t) { sequenceDisplay(t.elts(), Opcode.BUILD_TUPLE); } else if (e instanceof ListExpr l) { sequenceDisplay(l.elts(), Opcode.BUILD_LIST); } else if (e instanceof SetExpr s) { sequenceDisplay(s.elts(), Opcode.BUILD_SET); } else if (e instanceof DictExpr d) { dictDisplay(d); } else if (e instanceof JoinedStr j) { joinedStr(j); } else if (e instanceof FormattedValue f) { formattedValue(f); } else if (e instanceof Lambda l) {
        Scope scope = st.scopeOf(l);
        makeFunction(scope, "<lambda>", l.args(), null, () -> {
          expr(l.body());
          emit(Opcode.RETURN_VALUE, 0);
        }, l.line());
      } else if (e instanceof ListComp c) { comprehension(c, "<listcomp>", c.generators(), c.elt(), null, Opcode.BUILD_LIST); } else if (e instanceof SetComp c) { comprehension(c, "<setcomp>", c.generators(), c.elt(), null, Opcode.BUILD_SET); } else if (e instanceof DictComp c) { comprehension(c, "<dictcomp>", c.generators(), c.key(), c.value(), Opcode.BUILD_MAP); } else if (e instanceof GeneratorExp c) { comprehension(c, "<genexpr>", c.generators(), c.elt(), null, null); } else if (e instanceof Await a) {
        checkAsync("await", a);
        expr(a.value());
        at(a);
        emitAwait();
      } else if (e instanceof Yield y) {
        if (!u.scope.isFunctionLike()) {
          throw error("'yield' outside function", y);
        }
        if (y.value() != null) {
          expr(y.value());
        } else {
          loadConst(PyNone.NONE);
        }
        emit(Opcode.YIELD_VALUE, 0);
      } else if (e instanceof YieldFrom y) {
        if (!u.scope.isFunctionLike()) {
          throw error("'yield' outside function", y);
        }
        if (u.scope.coroutine) {
          throw error("'yield from' inside async function", y);
        }
        expr(y.value());
        emit(Opcode.GET_YIELD_FROM_ITER, 0);
        loadConst(PyNone.NONE);
        emit(Opcode.SEND, 0);
      } else if (e instanceof Starred s) { throw error("can't use starred expression here", s); } else if (e instanceof Slice s) {
        sliceExpr(s);
      }
  }

  static int binop(BinOpKind k) {
    return (switch (k) {
      case ADD -> Ops.Binary.ADD;
      case SUB -> Ops.Binary.SUB;
      case MULT -> Ops.Binary.MUL;
      case MATMULT -> Ops.Binary.MATMUL;
      case DIV -> Ops.Binary.TRUEDIV;
      case MOD -> Ops.Binary.MOD;
      case POW -> Ops.Binary.POW;
      case LSHIFT -> Ops.Binary.LSHIFT;
      case RSHIFT -> Ops.Binary.RSHIFT;
      case BITOR -> Ops.Binary.OR;
      case BITXOR -> Ops.Binary.XOR;
      case BITAND -> Ops.Binary.AND;
      case FLOORDIV -> Ops.Binary.FLOORDIV;
    }).ordinal();
  }

  private void subscriptIndex(Expr slice) {
    if (slice instanceof Slice s) {
      sliceExpr(s);
    } else {
      expr(slice);
    }
  }

  private void sliceExpr(Slice s) {
    int n = 2;
    exprOrNone(s.lower());
    exprOrNone(s.upper());
    if (s.step() != null) {
      expr(s.step());
      n = 3;
    }
    emit(Opcode.BUILD_SLICE, n);
  }

  private void exprOrNone(Expr e) {
    if (e == null) {
      loadConst(PyNone.NONE);
    } else {
      expr(e);
    }
  }

  private void emitCompareOp(CmpOpKind op) {
    switch (op) {
      case EQ -> emit(Opcode.COMPARE_OP, Ops.Compare.EQ.ordinal());
      case NOT_EQ -> emit(Opcode.COMPARE_OP, Ops.Compare.NE.ordinal());
      case LT -> emit(Opcode.COMPARE_OP, Ops.Compare.LT.ordinal());
      case LT_E -> emit(Opcode.COMPARE_OP, Ops.Compare.LE.ordinal());
      case GT -> emit(Opcode.COMPARE_OP, Ops.Compare.GT.ordinal());
      case GT_E -> emit(Opcode.COMPARE_OP, Ops.Compare.GE.ordinal());
      case IS -> emit(Opcode.IS_OP, 0);
      case IS_NOT -> emit(Opcode.IS_OP, 1);
      case IN -> emit(Opcode.CONTAINS_OP, 0);
      case NOT_IN -> emit(Opcode.CONTAINS_OP, 1);
    }
  }

  private void compare(Compare c) {
    expr(c.left());
    int n = c.ops().size();
    if (n == 1) {
      expr(c.comparators().get(0));
      at(c);
      emitCompareOp(c.ops().get(0));
      return;
    }
    Label cleanup = new Label();
    Label end = new Label();
    for (int i = 0; i < n - 1; i++) {
      expr(c.comparators().get(i));
      emit(Opcode.COPY, 1);
      emit(Opcode.SWAP, 3);
      emit(Opcode.SWAP, 2);
      at(c);
      emitCompareOp(c.ops().get(i));
      emitJump(Opcode.JUMP_IF_FALSE_OR_POP, cleanup);
    }
    expr(c.comparators().get(n - 1));
    at(c);
    emitCompareOp(c.ops().get(n - 1));
    emitJump(Opcode.JUMP, end);
    bind(cleanup);
    emit(Opcode.SWAP, 2);
    emit(Opcode.POP_TOP, 0);
    bind(end);
  }

  private void call(Call c) {
    boolean simple = true;
    for (Expr a : c.args()) {
      if (a instanceof Starred) {
        simple = false;
      }
    }
    for (Keyword k : c.keywords()) {
      if (k.arg() == null) {
        simple = false;
      }
    }
    if (simple && c.func() instanceof Attribute a && c.args().size() + c.keywords().size() < 255) {
      expr(a.value());
      atAttr(a);
      emit(Opcode.LOAD_METHOD, nameIndex(a.attr()));
      callArgs(c.args(), c.keywords(), 0, c, a);
      return;
    }
    expr(c.func());
    emit(Opcode.PUSH_NULL, 0);
    callArgs(c.args(), c.keywords(), 0, c, null);
  }

  /** Emits arguments and the call; {@code extra} positional values are already on the stack. */
  private void callArgs(List<Expr> args, List<Keyword> keywords, int extra, Node call, Attribute method) {
    boolean simple = true;
    for (Expr a : args) {
      if (a instanceof Starred) {
        simple = false;
      }
    }
    for (Keyword k : keywords) {
      if (k.arg() == null) {
        simple = false;
      }
    }
    int total = extra + args.size() + keywords.size();
    if (simple && total < 255) {
      for (Expr a : args) {
        expr(a);
      }
      for (Keyword k : keywords) {
        expr(k.value());
      }
      atCall(call, method);
      if (keywords.isEmpty()) {
        emit(Opcode.CALL, total);
      } else {
        String[] names = new String[keywords.size()];
        for (int i = 0; i < names.length; i++) {
          names[i] = keywords.get(i).arg();
        }
        u.kwnames.add(names);
        emit(Opcode.CALL_KW, total | ((u.kwnames.size() - 1) << 8));
      }
      return;
    }
    // general form: build a tuple of positionals and a dict of keywords
    emit(Opcode.BUILD_LIST, extra);
    for (Expr a : args) {
      if (a instanceof Starred s) {
        expr(s.value());
        emit(Opcode.LIST_EXTEND, 1);
      } else {
        expr(a);
        emit(Opcode.LIST_APPEND, 1);
      }
    }
    emit(Opcode.LIST_TO_TUPLE, 0);
    if (!keywords.isEmpty()) {
      emit(Opcode.BUILD_MAP, 0);
      for (Keyword k : keywords) {
        if (k.arg() == null) {
          expr(k.value());
        } else {
          loadConst(PyStr.of(k.arg()));
          expr(k.value());
          emit(Opcode.BUILD_MAP, 1);
        }
        emit(Opcode.DICT_MERGE, 1);
      }
    }
    atCall(call, method);
    emit(Opcode.CALL_EX, keywords.isEmpty() ? 0 : 1);
  }

  private void sequenceDisplay(List<Expr> elts, Opcode build) {
    int star = -1;
    for (int i = 0; i < elts.size(); i++) {
      if (elts.get(i) instanceof Starred) {
        star = i;
        break;
      }
    }
    if (star < 0) {
      if (build == Opcode.BUILD_TUPLE && !elts.isEmpty() && allConstant(elts)) {
        PyObject[] items = new PyObject[elts.size()];
        for (int i = 0; i < items.length; i++) {
          items[i] = interned(Constants.of(((Constant) elts.get(i)).value()));
        }
        loadConst(PyTuple.of(items));
        return;
      }
      for (Expr e : elts) {
        expr(e);
      }
      emit(build, elts.size());
      return;
    }
    boolean isSet = build == Opcode.BUILD_SET;
    for (int i = 0; i < star; i++) {
      expr(elts.get(i));
    }
    emit(isSet ? Opcode.BUILD_SET : Opcode.BUILD_LIST, star);
    for (int i = star; i < elts.size(); i++) {
      Expr e = elts.get(i);
      if (e instanceof Starred s) {
        expr(s.value());
        emit(isSet ? Opcode.SET_UPDATE : Opcode.LIST_EXTEND, 1);
      } else {
        expr(e);
        emit(isSet ? Opcode.SET_ADD : Opcode.LIST_APPEND, 1);
      }
    }
    if (build == Opcode.BUILD_TUPLE) {
      emit(Opcode.LIST_TO_TUPLE, 0);
    }
  }

  private static boolean allConstant(List<Expr> elts) {
    for (Expr e : elts) {
      if (!(e instanceof Constant)) {
        return false;
      }
    }
    return true;
  }

  private void dictDisplay(DictExpr d) {
    int n = d.keys().size();
    boolean hasSplat = false;
    for (Expr k : d.keys()) {
      if (k == null) {
        hasSplat = true;
      }
    }
    if (!hasSplat) {
      for (int i = 0; i < n; i++) {
        expr(d.keys().get(i));
        expr(d.values().get(i));
      }
      emit(Opcode.BUILD_MAP, n);
      return;
    }
    emit(Opcode.BUILD_MAP, 0);
    for (int i = 0; i < n; i++) {
      Expr k = d.keys().get(i);
      if (k == null) {
        expr(d.values().get(i));
        emit(Opcode.DICT_UPDATE, 1);
      } else {
        expr(k);
        expr(d.values().get(i));
        emit(Opcode.MAP_ADD, 1);
      }
    }
  }

  private void joinedStr(JoinedStr j) {
    int n = 0;
    for (Expr part : j.values()) {
      if (part instanceof Constant c) {
        loadConst(Constants.of(c.value()));
      } else {
        expr(part);
      }
      n++;
    }
    if (n == 1 && j.values().get(0) instanceof FormattedValue) {
      return;
    }
    if (n == 0) {
      loadConst(PyStr.EMPTY);
      return;
    }
    emit(Opcode.BUILD_STRING, n);
  }

  private void formattedValue(FormattedValue f) {
    expr(f.value());
    int conv = switch (f.conversion()) {
      case 's' -> 1;
      case 'r' -> 2;
      case 'a' -> 3;
      default -> 0;
    };
    if (f.formatSpec() != null) {
      joinedStr(f.formatSpec());
      conv |= 4;
    }
    emit(Opcode.FORMAT_VALUE, conv);
  }

  private void comprehension(Expr node, String name, List<Comprehension> gens, Expr elt, Expr value,
      Opcode build) {
    Scope scope = st.scopeOf(node);
    boolean isAsync = scope.coroutine;
    if (isAsync && build != null && !(u.scope.coroutine && u.scope.isFunctionLike())
        && !(u.scope.kind == Kind.MODULE && topLevelAwait)) {
      throw error("asynchronous comprehension outside of an asynchronous function", node);
    }
    if (isAsync && u.scope.kind == Kind.MODULE && topLevelAwait) {
      u.flags |= CodeObject.AWAITS_AT_TOP_LEVEL;
    }
    Unit parent = u;
    Unit child = new Unit(scope, name, childQualname(name), node.line());
    child.argcount = 1;
    setGenFlags(child, scope);
    u = child;
    at(node);
    if (build != null) {
      emit(build, 0);
    }
    comprehensionLoop(gens, 0, elt, value, build);
    if (build == null) {
      loadConst(PyNone.NONE);
    }
    emit(Opcode.RETURN_VALUE, 0);
    CodeObject code = finish(child);
    u = parent;
    emitClosureAndMake(code, 0);
    emit(Opcode.PUSH_NULL, 0);
    Comprehension first = gens.get(0);
    expr(first.iter());
    at(node);
    emit(first.isAsync() ? Opcode.GET_AITER : Opcode.GET_ITER, 0);
    emit(Opcode.CALL, 1);
    if (isAsync && build != null) {
      emitAwait();
    }
  }

  private void comprehensionLoop(List<Comprehension> gens, int i, Expr elt, Expr value, Opcode build) {
    Comprehension g = gens.get(i);
    Label start = new Label();
    Label end = new Label();
    Label handler = new Label();
    if (i == 0) {
      emit(Opcode.LOAD_FAST, varSlot(".0"));
    } else {
      expr(g.iter());
      emit(g.isAsync() ? Opcode.GET_AITER : Opcode.GET_ITER, 0);
    }
    bind(start);
    if (g.isAsync()) {
      emitJump(Opcode.SETUP_FINALLY, handler);
      emit(Opcode.GET_ANEXT, 0);
      loadConst(PyNone.NONE);
      emit(Opcode.SEND, 0);
      emit(Opcode.POP_BLOCK, 0);
    } else {
      emitJump(Opcode.FOR_ITER, end);
    }
    store(g.target());
    for (Expr cond : g.ifs()) {
      jumpIf(cond, start, false);
    }
    if (i + 1 < gens.size()) {
      comprehensionLoop(gens, i + 1, elt, value, build);
    } else {
      int depth = i + 2;
      if (build == null) {
        expr(elt);
        emit(Opcode.YIELD_VALUE, 0);
        emit(Opcode.POP_TOP, 0);
      } else if (build == Opcode.BUILD_MAP) {
        expr(elt);
        expr(value);
        emit(Opcode.MAP_ADD, depth);
      } else {
        expr(elt);
        emit(build == Opcode.BUILD_LIST ? Opcode.LIST_APPEND : Opcode.SET_ADD, depth);
      }
    }
    emitJump(Opcode.JUMP, start);
    if (g.isAsync()) {
      bind(handler);
      emit(Opcode.END_ASYNC_FOR, 0);
    }
    bind(end);
  }

  // ================================================================ match

  /** Compiles match statements to ordinary bytecode; each failure point pops what it pushed. */
  @dev.krait.python.objects.NotWalked("lives while a match statement compiles")
  private final class MatchCompiler {
    /** failPop.get(n): label that pops n items then goes to the next case. */
    private List<Label> failPop;

    void match(Match m) {
      Label end = new Label();
      expr(m.subject());
      List<MatchCase> cases = m.cases();
      for (int i = 0; i < cases.size(); i++) {
        MatchCase c = cases.get(i);
        at(c);
        boolean last = i == cases.size() - 1;
        failPop = new ArrayList<>();
        if (!last) {
          emit(Opcode.COPY, 1);
        }
        pattern(c.pattern(), 0);
        if (c.guard() != null) {
          jumpIf(c.guard(), fail(0), false);
        }
        if (!last) {
          emit(Opcode.POP_TOP, 0);
        }
        stmts(c.body());
        emitJump(Opcode.JUMP, end);
        emitFailPops();
      }
      bind(end);
      if (cases.isEmpty()) {
        emit(Opcode.POP_TOP, 0);
      }
    }

    private Label fail(int pops) {
      while (failPop.size() <= pops) {
        failPop.add(new Label());
      }
      return failPop.get(pops);
    }

    private void emitFailPops() {
      if (failPop.isEmpty()) {
        return;
      }
      for (int n = failPop.size() - 1; n > 0; n--) {
        bind(failPop.get(n));
        emit(Opcode.POP_TOP, 0);
      }
      bind(failPop.get(0));
    }

    /** Matches TOS (consumed) against p; on failure jumps to fail(onStack) having popped TOS. */
    private void pattern(Pattern p, int onStack) {
      at(p);
      if (p instanceof MatchValue v) {
          expr(v.value());
          emit(Opcode.COMPARE_OP, Ops.Compare.EQ.ordinal());
          emitJump(Opcode.POP_JUMP_IF_FALSE, fail(onStack));
        } else if (p instanceof MatchSingleton s) {
          loadConst(Constants.of(s.value()));
          emit(Opcode.IS_OP, 0);
          emitJump(Opcode.POP_JUMP_IF_FALSE, fail(onStack));
        } else if (p instanceof MatchAs a) {
          if (a.pattern() == null) {
            if (a.name() == null) {
              emit(Opcode.POP_TOP, 0);
            } else {
              storeName(a.name());
            }
            return;
          }
          emit(Opcode.COPY, 1);
          pattern(a.pattern(), onStack + 1);
          storeName(a.name());
        } else if (p instanceof MatchStar s) {
          if (s.name() == null) {
            emit(Opcode.POP_TOP, 0);
          } else {
            storeName(s.name());
          }
        } else if (p instanceof MatchOr o) {
          Label success = new Label();
          List<Pattern> alts = o.patterns();
          for (int i = 0; i < alts.size(); i++) {
            if (i == alts.size() - 1) {
              pattern(alts.get(i), onStack);
              break;
            }
            List<Label> saved = failPop;
            failPop = new ArrayList<>();
            emit(Opcode.COPY, 1);
            pattern(alts.get(i), 0);
            emit(Opcode.POP_TOP, 0);
            emitJump(Opcode.JUMP, success);
            emitFailPops();
            failPop = saved;
          }
          bind(success);
        } else if (p instanceof MatchSequence s) { sequence(s, onStack); } else if (p instanceof MatchMapping m) { mapping(m, onStack); } else if (p instanceof MatchClass c) { classPattern(c, onStack); }
    }

    private void sequence(MatchSequence s, int onStack) {
      List<Pattern> pats = s.patterns();
      int star = -1;
      for (int i = 0; i < pats.size(); i++) {
        if (pats.get(i) instanceof MatchStar) {
          if (star >= 0) {
            throw error("multiple starred names in sequence pattern", s);
          }
          star = i;
        }
      }
      emit(Opcode.MATCH_SEQUENCE, 0);
      emitJump(Opcode.POP_JUMP_IF_FALSE, fail(onStack + 1));
      emit(Opcode.GET_LEN, 0);
      loadConst(Constants.of((long) (star < 0 ? pats.size() : pats.size() - 1)));
      emit(Opcode.COMPARE_OP, (star < 0 ? Ops.Compare.EQ : Ops.Compare.GE).ordinal());
      emitJump(Opcode.POP_JUMP_IF_FALSE, fail(onStack + 1));
      if (star < 0) {
        emit(Opcode.UNPACK_SEQUENCE, pats.size());
      } else {
        emit(Opcode.UNPACK_EX, star | ((pats.size() - star - 1) << 8));
      }
      int remaining = pats.size();
      for (Pattern sub : pats) {
        remaining--;
        pattern(sub, onStack + remaining);
      }
    }

    private void mapping(MatchMapping m, int onStack) {
      emit(Opcode.MATCH_MAPPING, 0);
      emitJump(Opcode.POP_JUMP_IF_FALSE, fail(onStack + 1));
      int n = m.keys().size();
      if (n == 0 && m.rest() == null) {
        emit(Opcode.POP_TOP, 0);
        return;
      }
      if (n > 0) {
        emit(Opcode.GET_LEN, 0);
        loadConst(Constants.of((long) n));
        emit(Opcode.COMPARE_OP, Ops.Compare.GE.ordinal());
        emitJump(Opcode.POP_JUMP_IF_FALSE, fail(onStack + 1));
      }
      for (Expr k : m.keys()) {
        expr(k);
      }
      emit(Opcode.BUILD_TUPLE, n);
      emit(Opcode.MATCH_KEYS, 0);
      emit(Opcode.COPY, 1);
      loadConst(PyNone.NONE);
      emit(Opcode.IS_OP, 1);
      emitJump(Opcode.POP_JUMP_IF_FALSE, fail(onStack + 3));
      emit(Opcode.UNPACK_SEQUENCE, n);
      int remaining = n;
      for (Pattern sub : m.patterns()) {
        remaining--;
        pattern(sub, onStack + 2 + remaining);
      }
      if (m.rest() != null) {
        emit(Opcode.COPY_DICT_WITHOUT_KEYS, 0);
        storeName(m.rest());
      } else {
        emit(Opcode.POP_TOP, 0);
        emit(Opcode.POP_TOP, 0);
      }
    }

    private void classPattern(MatchClass c, int onStack) {
      expr(c.cls());
      PyObject[] kw = new PyObject[c.kwdAttrs().size()];
      for (int i = 0; i < kw.length; i++) {
        kw[i] = PyStr.of(c.kwdAttrs().get(i));
      }
      loadConst(PyTuple.of(kw));
      emit(Opcode.MATCH_CLASS, c.patterns().size());
      emit(Opcode.COPY, 1);
      loadConst(PyNone.NONE);
      emit(Opcode.IS_OP, 1);
      emitJump(Opcode.POP_JUMP_IF_FALSE, fail(onStack + 1));
      int total = c.patterns().size() + kw.length;
      emit(Opcode.UNPACK_SEQUENCE, total);
      int remaining = total;
      List<Pattern> all = new ArrayList<>(c.patterns());
      all.addAll(c.kwdPatterns());
      for (Pattern sub : all) {
        remaining--;
        pattern(sub, onStack + remaining);
      }
    }
  }
}
