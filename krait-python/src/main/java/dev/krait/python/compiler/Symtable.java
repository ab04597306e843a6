/*
 * The first compiler pass: finds every scope (module, class, function, lambda, comprehension)
 * and decides for each name whether it is local, global, free (from an enclosing function) or
 * a cell (captured by an inner scope), following CPython 3.11's symtable.c, including its
 * error messages for global/nonlocal misuse.
 */
package dev.krait.python.compiler;

import dev.krait.python.parser.Node;
import dev.krait.python.parser.Node.*;
import dev.krait.python.parser.SyntaxErrorException;
import dev.krait.python.vm.ResourceMeter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Builds and analyses the scopes of a module. */
final class Symtable {
  static final int DEF_LOCAL = 1;
  static final int DEF_PARAM = 2;
  static final int DEF_GLOBAL = 4;
  static final int DEF_NONLOCAL = 8;
  static final int USE = 16;
  /** A walrus target inside a comprehension: bound in the enclosing function. */
  static final int DEF_COMP_FREE = 32;

  enum Kind { MODULE, CLASS, FUNCTION, COMPREHENSION }

  /** How the code generator reaches a name. */
  enum Where { LOCAL, GLOBAL_EXPLICIT, GLOBAL_IMPLICIT, FREE, CELL }

  /** One scope and, after analysis, where each of its names lives. */
  static final class Scope {
    final Kind kind;
    final String name;
    final Scope parent;
    final Map<String, Integer> flags = new LinkedHashMap<>();
    final List<String> params = new ArrayList<>();
    final List<Scope> children = new ArrayList<>();
    final Map<String, Where> where = new LinkedHashMap<>();
    final List<String> cellvars = new ArrayList<>();
    final List<String> freevars = new ArrayList<>();
    boolean generator;
    boolean coroutine;
    boolean needsClassCell;
    boolean isLambda;
    /** Comprehension iteration variables (a walrus may not rebind them). */
    final Set<String> compIterTargets = new HashSet<>();
    /** Class scopes: names bound in the class but also needed free by inner scopes. */
    final Set<String> classPassThrough = new java.util.LinkedHashSet<>();
    /** 1-based line of the scope's first statement, for error positions. */
    int line;

    Scope(Kind kind, String name, Scope parent) {
      this.kind = kind;
      this.name = name;
      this.parent = parent;
    }

    boolean isFunctionLike() {
      return kind == Kind.FUNCTION || kind == Kind.COMPREHENSION;
    }

    Where whereOf(String n) {
      Where w = where.get(n);
      return w == null ? (kind == Kind.MODULE || kind == Kind.CLASS ? Where.LOCAL : Where.GLOBAL_IMPLICIT) : w;
    }

    int flagsOf(String n) {
      Integer f = flags.get(n);
      return f == null ? 0 : f;
    }
  }

  final Map<Node, Scope> scopes = new IdentityHashMap<>();
  final String[] sourceLines;
  private Scope current;
  /** The running execution's meter when source is compiled inside a cell (exec, eval): ticks per statement and expression. */
  private final ResourceMeter meter = ResourceMeter.current();

  private Symtable(String[] sourceLines) {
    this.sourceLines = sourceLines;
  }

  /** Builds the scopes of a module and resolves every name. */
  static Symtable build(Node root, String[] sourceLines) {
    Symtable st = new Symtable(sourceLines);
    Scope module = new Scope(Kind.MODULE, "<module>", null);
    st.scopes.put(root, module);
    st.current = module;
    if (root instanceof Node.Module m) {
      st.stmts(m.body());
    } else if (root instanceof Expr e) {
      st.expr(e);
    }
    st.analyze(module, Set.of(), Set.of());
    return st;
  }

  Scope scopeOf(Node n) {
    return scopes.get(n);
  }

  private SyntaxErrorException error(String msg, Node at) {
    int line = at.line();
    String text = sourceLines != null && line >= 1 && line <= sourceLines.length ? sourceLines[line - 1] : null;
    return SyntaxErrorException.syntax(msg, line, at.col() + 1, text);
  }

  private void add(String name, int flag, Node at) {
    Scope s = current;
    int old = s.flagsOf(name);
    if ((flag & DEF_PARAM) != 0 && (old & DEF_PARAM) != 0) {
      throw error("duplicate argument '" + name + "' in function definition", at);
    }
    s.flags.put(name, old | flag);
  }

  private Scope push(Kind kind, String name, Node node) {
    Scope s = new Scope(kind, name, current);
    s.line = node.line();
    current.children.add(s);
    scopes.put(node, s);
    current = s;
    return s;
  }

  private void pop() {
    current = current.parent;
  }

  // ---------------------------------------------------------------- statements

  private void stmts(List<Stmt> body) {
    for (Stmt s : body) {
      stmt(s);
    }
  }

  private void stmt(Stmt s) {
    meter.tick();
    if (s instanceof FunctionDef f) {
        add(f.name(), DEF_LOCAL, f);
        exprs(f.decorators());
        argDefaults(f.args());
        argAnnotations(f.args());
        if (f.returns() != null) {
          expr(f.returns());
        }
        Scope fs = push(Kind.FUNCTION, f.name(), f);
        fs.coroutine = f.isAsync();
        params(f.args());
        stmts(f.body());
        pop();
      } else if (s instanceof ClassDef c) {
        add(c.name(), DEF_LOCAL, c);
        exprs(c.decorators());
        exprs(c.bases());
        for (Keyword k : c.keywords()) {
          expr(k.value());
        }
        push(Kind.CLASS, c.name(), c);
        stmts(c.body());
        pop();
      } else if (s instanceof Return r) {
        if (r.value() != null) {
          expr(r.value());
        }
      } else if (s instanceof Delete d) { exprs(d.targets()); } else if (s instanceof Assign a) {
        exprs(a.targets());
        expr(a.value());
      } else if (s instanceof AugAssign a) {
        expr(a.target());
        if (a.target() instanceof Name n) {
          add(n.id(), USE, n);
        }
        expr(a.value());
      } else if (s instanceof AnnAssign a) {
        if (a.target() instanceof Name n) {
          int fl = current.flagsOf(n.id());
          if ((fl & (DEF_GLOBAL | DEF_NONLOCAL)) != 0 && a.simple()) {
            throw error("annotated name '" + n.id() + "' can't be " + ((fl & DEF_GLOBAL) != 0 ? "global"
                : "nonlocal"), a);
          }
          if (a.value() != null || current.kind != Kind.MODULE) {
            add(n.id(), DEF_LOCAL, n);
          } else {
            add(n.id(), DEF_LOCAL, n);
          }
        } else {
          expr(a.target());
        }
        if (current.kind != Kind.FUNCTION) {
          expr(a.annotation());
        }
        if (a.value() != null) {
          expr(a.value());
        }
      } else if (s instanceof For f) {
        expr(f.target());
        expr(f.iter());
        stmts(f.body());
        stmts(f.orelse());
      } else if (s instanceof While w) {
        expr(w.test());
        stmts(w.body());
        stmts(w.orelse());
      } else if (s instanceof If i) {
        expr(i.test());
        stmts(i.body());
        stmts(i.orelse());
      } else if (s instanceof With w) {
        for (WithItem item : w.items()) {
          expr(item.contextExpr());
          if (item.optionalVars() != null) {
            expr(item.optionalVars());
          }
        }
        stmts(w.body());
      } else if (s instanceof Match m) {
        expr(m.subject());
        for (MatchCase c : m.cases()) {
          pattern(c.pattern());
          if (c.guard() != null) {
            expr(c.guard());
          }
          stmts(c.body());
        }
      } else if (s instanceof Raise r) {
        if (r.exc() != null) {
          expr(r.exc());
        }
        if (r.cause() != null) {
          expr(r.cause());
        }
      } else if (s instanceof Try t) {
        stmts(t.body());
        for (ExceptHandler h : t.handlers()) {
          if (h.type() != null) {
            expr(h.type());
          }
          if (h.name() != null) {
            add(h.name(), DEF_LOCAL, h);
          }
          stmts(h.body());
        }
        stmts(t.orelse());
        stmts(t.finalbody());
      } else if (s instanceof Assert a) {
        expr(a.test());
        if (a.msg() != null) {
          expr(a.msg());
        }
      } else if (s instanceof Import i) {
        for (Alias a : i.names()) {
          String bound = a.asname() != null ? a.asname() : a.name().split("\\.")[0];
          add(bound, DEF_LOCAL, a);
        }
      } else if (s instanceof ImportFrom i) {
        for (Alias a : i.names()) {
          if (a.name().equals("*")) {
            if (current.kind != Kind.MODULE) {
              throw error("import * only allowed at module level", i);
            }
            continue;
          }
          add(a.asname() != null ? a.asname() : a.name(), DEF_LOCAL, a);
        }
      } else if (s instanceof Global g) {
        for (String n : g.names()) {
          int fl = current.flagsOf(n);
          if ((fl & (DEF_PARAM | DEF_LOCAL | USE | DEF_NONLOCAL)) != 0) {
            String msg;
            if ((fl & DEF_PARAM) != 0) {
              msg = "name '" + n + "' is parameter and global";
            } else if ((fl & DEF_NONLOCAL) != 0) {
              msg = "name '" + n + "' is nonlocal and global";
            } else if ((fl & DEF_LOCAL) != 0) {
              msg = "name '" + n + "' is assigned to before global declaration";
            } else {
              msg = "name '" + n + "' is used prior to global declaration";
            }
            throw error(msg, g);
          }
          add(n, DEF_GLOBAL, g);
        }
      } else if (s instanceof Nonlocal nl) {
        if (current.kind == Kind.MODULE) {
          throw error("nonlocal declaration not allowed at module level", nl);
        }
        for (String n : nl.names()) {
          int fl = current.flagsOf(n);
          if ((fl & (DEF_PARAM | DEF_LOCAL | USE | DEF_GLOBAL)) != 0) {
            String msg;
            if ((fl & DEF_PARAM) != 0) {
              msg = "name '" + n + "' is parameter and nonlocal";
            } else if ((fl & DEF_GLOBAL) != 0) {
              msg = "name '" + n + "' is nonlocal and global";
            } else if ((fl & DEF_LOCAL) != 0) {
              msg = "name '" + n + "' is assigned to before nonlocal declaration";
            } else {
              msg = "name '" + n + "' is used prior to nonlocal declaration";
            }
            throw error(msg, nl);
          }
          add(n, DEF_NONLOCAL, nl);
        }
      } else if (s instanceof ExprStmt e) { expr(e.value()); } else if (s instanceof Pass p) { } else if (s instanceof Break b) { } else if (s instanceof Continue c) { }
  }

  private void params(Arguments a) {
    for (Arg p : a.posonlyargs()) {
      add(p.name(), DEF_PARAM, p);
      current.params.add(p.name());
    }
    for (Arg p : a.args()) {
      add(p.name(), DEF_PARAM, p);
      current.params.add(p.name());
    }
    for (Arg p : a.kwonlyargs()) {
      add(p.name(), DEF_PARAM, p);
      current.params.add(p.name());
    }
    if (a.vararg() != null) {
      add(a.vararg().name(), DEF_PARAM, a.vararg());
      current.params.add(a.vararg().name());
    }
    if (a.kwarg() != null) {
      add(a.kwarg().name(), DEF_PARAM, a.kwarg());
      current.params.add(a.kwarg().name());
    }
  }

  private void argDefaults(Arguments a) {
    exprs(a.defaults());
    for (Expr e : a.kwDefaults()) {
      if (e != null) {
        expr(e);
      }
    }
  }

  private void argAnnotations(Arguments a) {
    List<Arg> all = new ArrayList<>(a.posonlyargs());
    all.addAll(a.args());
    all.addAll(a.kwonlyargs());
    if (a.vararg() != null) {
      all.add(a.vararg());
    }
    if (a.kwarg() != null) {
      all.add(a.kwarg());
    }
    for (Arg p : all) {
      if (p.annotation() != null) {
        expr(p.annotation());
      }
    }
  }

  private void pattern(Pattern p) {
    if (p instanceof MatchValue v) { expr(v.value()); } else if (p instanceof MatchSingleton s) { } else if (p instanceof MatchSequence s) { s.patterns().forEach(this::pattern); } else if (p instanceof MatchMapping m) {
        exprs(m.keys());
        m.patterns().forEach(this::pattern);
        if (m.rest() != null) {
          add(m.rest(), DEF_LOCAL, m);
        }
      } else if (p instanceof MatchClass c) {
        expr(c.cls());
        c.patterns().forEach(this::pattern);
        c.kwdPatterns().forEach(this::pattern);
      } else if (p instanceof MatchStar s) {
        if (s.name() != null) {
          add(s.name(), DEF_LOCAL, s);
        }
      } else if (p instanceof MatchAs a) {
        if (a.pattern() != null) {
          pattern(a.pattern());
        }
        if (a.name() != null) {
          add(a.name(), DEF_LOCAL, a);
        }
      } else if (p instanceof MatchOr o) { o.patterns().forEach(this::pattern); }
  }

  // ---------------------------------------------------------------- expressions

  private void exprs(List<? extends Expr> list) {
    for (Expr e : list) {
      expr(e);
    }
  }

  /** Expressions nested deeper than this (e.g. a 10 MB line of {@code 1+1+...}) are a SyntaxError. */
  static final int MAX_EXPR_DEPTH = 2000;
  private int exprDepth;

  private void expr(Expr e) {
    meter.tick();
    if (++exprDepth > MAX_EXPR_DEPTH) {
      exprDepth = 0;
      throw error("too many nested expressions (maximum recursion depth exceeded during compilation)", e);
    }
    try {
      exprBody(e);
    } finally {
      exprDepth--;
    }
  }

  private void exprBody(Expr e) {
    if (e instanceof BoolOp b) { exprs(b.values()); } else if (e instanceof NamedExpr n) {
        expr(n.value());
        walrusTarget(n);
      } else if (e instanceof BinOp b) {
        expr(b.left());
        expr(b.right());
      } else if (e instanceof UnaryOp u) { expr(u.operand()); } else if (e instanceof Lambda l) {
        argDefaults(l.args());
        Scope s = push(Kind.FUNCTION, "<lambda>", l);
        s.isLambda = true;
        params(l.args());
        expr(l.body());
        pop();
      } else if (e instanceof IfExp i) {
        expr(i.test());
        expr(i.body());
        expr(i.orelse());
      } else if (e instanceof DictExpr d) {
        for (Expr k : d.keys()) {
          if (k != null) {
            expr(k);
          }
        }
        exprs(d.values());
      } else if (e instanceof SetExpr s) { exprs(s.elts()); } else if (e instanceof ListComp c) { comprehension(c, "<listcomp>", c.generators(), List.of(c.elt()), false); } else if (e instanceof SetComp c) { comprehension(c, "<setcomp>", c.generators(), List.of(c.elt()), false); } else if (e instanceof DictComp c) { comprehension(c, "<dictcomp>", c.generators(), List.of(c.key(), c.value()), false); } else if (e instanceof GeneratorExp c) { comprehension(c, "<genexpr>", c.generators(), List.of(c.elt()), true); } else if (e instanceof Await a) {
        if (current.kind == Kind.COMPREHENSION) {
          current.coroutine = true;
        }
        expr(a.value());
      } else if (e instanceof Yield y) {
        yieldIn(y);
        if (y.value() != null) {
          expr(y.value());
        }
      } else if (e instanceof YieldFrom y) {
        yieldIn(y);
        expr(y.value());
      } else if (e instanceof Compare c) {
        expr(c.left());
        exprs(c.comparators());
      } else if (e instanceof Call c) {
        expr(c.func());
        exprs(c.args());
        for (Keyword k : c.keywords()) {
          expr(k.value());
        }
      } else if (e instanceof FormattedValue f) {
        expr(f.value());
        if (f.formatSpec() != null) {
          expr(f.formatSpec());
        }
      } else if (e instanceof JoinedStr j) { exprs(j.values()); } else if (e instanceof Constant c) { } else if (e instanceof Attribute a) { expr(a.value()); } else if (e instanceof Subscript s) {
        expr(s.value());
        expr(s.slice());
      } else if (e instanceof Starred s) { expr(s.value()); } else if (e instanceof Name n) {
        if (n.ctx() == Ctx.LOAD) {
          add(n.id(), USE, n);
          if (n.id().equals("super") && current.isFunctionLike()) {
            add("__class__", USE, n);
          }
        } else {
          add(n.id(), DEF_LOCAL, n);
        }
      } else if (e instanceof ListExpr l) { exprs(l.elts()); } else if (e instanceof TupleExpr t) { exprs(t.elts()); } else if (e instanceof Slice s) {
        if (s.lower() != null) {
          expr(s.lower());
        }
        if (s.upper() != null) {
          expr(s.upper());
        }
        if (s.step() != null) {
          expr(s.step());
        }
      }
  }

  private void yieldIn(Expr y) {
    if (current.kind == Kind.COMPREHENSION) {
      String what = switch (current.name) {
        case "<listcomp>" -> "list comprehension";
        case "<setcomp>" -> "set comprehension";
        case "<dictcomp>" -> "dict comprehension";
        default -> "generator expression";
      };
      throw error("'yield' inside " + what, y);
    }
    if (current.kind == Kind.FUNCTION) {
      current.generator = true;
    }
  }

  private void walrusTarget(NamedExpr n) {
    String name = n.target().id();
    if (current.kind != Kind.COMPREHENSION) {
      add(name, DEF_LOCAL, n.target());
      return;
    }
    Scope s = current;
    while (s.kind == Kind.COMPREHENSION) {
      s = s.parent;
    }
    if (s.kind == Kind.CLASS) {
      throw error("assignment expression within a comprehension cannot be used in a class body", n);
    }
    for (Scope c = current; c != s; c = c.parent) {
      if (c.compIterTargets.contains(name)) {
        throw error("assignment expression cannot rebind comprehension iteration variable '" + name + "'", n);
      }
      int fl = c.flagsOf(name);
      c.flags.put(name, fl | (s.kind == Kind.MODULE ? DEF_GLOBAL : DEF_NONLOCAL) | DEF_COMP_FREE);
    }
    int fl = s.flagsOf(name);
    if ((fl & DEF_GLOBAL) == 0) {
      s.flags.put(name, fl | DEF_LOCAL);
    }
  }

  private void comprehension(Expr node, String name, List<Comprehension> gens, List<Expr> elts, boolean genexp) {
    Comprehension first = gens.get(0);
    expr(first.iter());
    Scope s = push(Kind.COMPREHENSION, name, node);
    s.generator = genexp;
    s.params.add(".0");
    s.flags.put(".0", DEF_PARAM);
    for (int i = 0; i < gens.size(); i++) {
      Comprehension g = gens.get(i);
      if (g.isAsync()) {
        s.coroutine = true;
      }
      collectTargets(g.target(), s.compIterTargets);
      expr(g.target());
      if (i > 0) {
        expr(g.iter());
      }
      exprs(g.ifs());
    }
    exprs(elts);
    pop();
  }

  private static void collectTargets(Expr t, Set<String> out) {
    if (t instanceof Name n) { out.add(n.id()); } else if (t instanceof TupleExpr tu) { tu.elts().forEach(e -> collectTargets(e, out)); } else if (t instanceof ListExpr l) { l.elts().forEach(e -> collectTargets(e, out)); } else if (t instanceof Starred s) { collectTargets(s.value(), out); } else { }
  }

  // ---------------------------------------------------------------- analysis

  /** Resolves the names of scope s; returns the names s needs from enclosing scopes. */
  private Set<String> analyze(Scope s, Set<String> bound, Set<String> globals) {
    Set<String> local = new HashSet<>();
    Set<String> explicitGlobal = new HashSet<>();
    Set<String> free = new HashSet<>();
    for (Map.Entry<String, Integer> e : s.flags.entrySet()) {
      String name = e.getKey();
      int fl = e.getValue();
      if ((fl & DEF_GLOBAL) != 0) {
        s.where.put(name, Where.GLOBAL_EXPLICIT);
        explicitGlobal.add(name);
      } else if ((fl & DEF_NONLOCAL) != 0) {
        if (!bound.contains(name)) {
          throw SyntaxErrorException.syntax("no binding for nonlocal '" + name + "' found", s.line, 1,
              lineText(s.line));
        }
        s.where.put(name, Where.FREE);
        free.add(name);
      } else if ((fl & (DEF_LOCAL | DEF_PARAM)) != 0) {
        s.where.put(name, Where.LOCAL);
        local.add(name);
      } else if (bound.contains(name) && s.kind != Kind.MODULE) {
        s.where.put(name, Where.FREE);
        free.add(name);
      } else {
        s.where.put(name, Where.GLOBAL_IMPLICIT);
      }
    }
    Set<String> newBound = new HashSet<>(bound);
    Set<String> newGlobals = new HashSet<>(globals);
    newGlobals.addAll(explicitGlobal);
    if (s.isFunctionLike()) {
      newBound.addAll(local);
      newBound.removeAll(explicitGlobal);
    } else if (s.kind == Kind.CLASS) {
      newBound.add("__class__");
    } else {
      newBound = new HashSet<>();
    }
    Set<String> childFree = new HashSet<>();
    for (Scope c : s.children) {
      childFree.addAll(analyze(c, newBound, newGlobals));
    }
    if (s.kind == Kind.CLASS && childFree.remove("__class__")) {
      s.needsClassCell = true;
      s.cellvars.add("__class__");
    }
    for (String name : childFree) {
      Where w = s.where.get(name);
      if (s.isFunctionLike() && w == Where.LOCAL) {
        s.where.put(name, Where.CELL);
        s.cellvars.add(name);
      } else if (w == Where.FREE) {
        // already passed through
      } else if (s.kind != Kind.MODULE && (w == null || w == Where.GLOBAL_IMPLICIT || s.kind == Kind.CLASS)
          && bound.contains(name)) {
        if (w == null || w == Where.GLOBAL_IMPLICIT) {
          s.where.put(name, Where.FREE);
        } else {
          s.classPassThrough.add(name);
        }
        free.add(name);
      }
    }
    for (Map.Entry<String, Where> e : s.where.entrySet()) {
      if (e.getValue() == Where.FREE) {
        s.freevars.add(e.getKey());
      }
    }
    for (String name : s.classPassThrough) {
      if (!s.freevars.contains(name)) {
        s.freevars.add(name);
      }
    }
    return free;
  }

  private String lineText(int line) {
    return sourceLines != null && line >= 1 && line <= sourceLines.length ? sourceLines[line - 1] : null;
  }
}
