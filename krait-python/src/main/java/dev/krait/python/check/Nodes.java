/*
 * The children of every AST node, in source order: the one walk the pre-run check's passes share.
 * Written out per node type (rather than by reflection over the records) because the check runs
 * before every cell and must cost a small fraction of running it.
 */
package dev.krait.python.check;

import dev.krait.python.parser.Node;
import java.util.List;
import java.util.function.Consumer;

/** Child enumeration of {@link Node}s. */
final class Nodes {
  private Nodes() {}

  /** Calls {@code visit} on each direct child of {@code n} (null children are skipped). */
  static void children(Node n, Consumer<Node> visit) {
    if (n instanceof Node.Expr e) {
      expr(e, visit);
    } else if (n instanceof Node.Stmt s) {
      stmt(s, visit);
    } else if (n instanceof Node.Module m) {
      all(m.body(), visit);
    } else if (n instanceof Node.Arguments a) {
      all(a.posonlyargs(), visit);
      all(a.args(), visit);
      one(a.vararg(), visit);
      all(a.kwonlyargs(), visit);
      all(a.kwDefaults(), visit);
      one(a.kwarg(), visit);
      all(a.defaults(), visit);
    } else if (n instanceof Node.Arg a) {
      one(a.annotation(), visit);
    } else if (n instanceof Node.Keyword k) {
      one(k.value(), visit);
    } else if (n instanceof Node.Comprehension c) {
      one(c.target(), visit);
      one(c.iter(), visit);
      all(c.ifs(), visit);
    } else if (n instanceof Node.ExceptHandler h) {
      one(h.type(), visit);
      all(h.body(), visit);
    } else if (n instanceof Node.WithItem w) {
      one(w.contextExpr(), visit);
      one(w.optionalVars(), visit);
    } else if (n instanceof Node.MatchCase c) {
      one(c.pattern(), visit);
      one(c.guard(), visit);
      all(c.body(), visit);
    } else if (n instanceof Node.Pattern p) {
      pattern(p, visit);
    }
    // Alias has no children
  }

  private static void stmt(Node.Stmt s, Consumer<Node> visit) {
    if (s instanceof Node.FunctionDef f) {
      all(f.decorators(), visit);
      one(f.args(), visit);
      one(f.returns(), visit);
      all(f.body(), visit);
    } else if (s instanceof Node.ClassDef c) {
      all(c.decorators(), visit);
      all(c.bases(), visit);
      all(c.keywords(), visit);
      all(c.body(), visit);
    } else if (s instanceof Node.Return r) {
      one(r.value(), visit);
    } else if (s instanceof Node.Delete d) {
      all(d.targets(), visit);
    } else if (s instanceof Node.Assign a) {
      one(a.value(), visit);
      all(a.targets(), visit);
    } else if (s instanceof Node.AugAssign a) {
      one(a.target(), visit);
      one(a.value(), visit);
    } else if (s instanceof Node.AnnAssign a) {
      one(a.annotation(), visit);
      one(a.value(), visit);
      one(a.target(), visit);
    } else if (s instanceof Node.For f) {
      one(f.iter(), visit);
      one(f.target(), visit);
      all(f.body(), visit);
      all(f.orelse(), visit);
    } else if (s instanceof Node.While w) {
      one(w.test(), visit);
      all(w.body(), visit);
      all(w.orelse(), visit);
    } else if (s instanceof Node.If i) {
      one(i.test(), visit);
      all(i.body(), visit);
      all(i.orelse(), visit);
    } else if (s instanceof Node.With w) {
      all(w.items(), visit);
      all(w.body(), visit);
    } else if (s instanceof Node.Match m) {
      one(m.subject(), visit);
      all(m.cases(), visit);
    } else if (s instanceof Node.Raise r) {
      one(r.exc(), visit);
      one(r.cause(), visit);
    } else if (s instanceof Node.Try t) {
      all(t.body(), visit);
      all(t.handlers(), visit);
      all(t.orelse(), visit);
      all(t.finalbody(), visit);
    } else if (s instanceof Node.Assert a) {
      one(a.test(), visit);
      one(a.msg(), visit);
    } else if (s instanceof Node.Import i) {
      all(i.names(), visit);
    } else if (s instanceof Node.ImportFrom i) {
      all(i.names(), visit);
    } else if (s instanceof Node.ExprStmt e) {
      one(e.value(), visit);
    }
    // Global, Nonlocal, Pass, Break, Continue: no child nodes
  }

  private static void expr(Node.Expr e, Consumer<Node> visit) {
    if (e instanceof Node.Name || e instanceof Node.Constant) {
      return;
    }
    if (e instanceof Node.Attribute a) {
      one(a.value(), visit);
    } else if (e instanceof Node.Call c) {
      one(c.func(), visit);
      all(c.args(), visit);
      all(c.keywords(), visit);
    } else if (e instanceof Node.BinOp b) {
      one(b.left(), visit);
      one(b.right(), visit);
    } else if (e instanceof Node.Subscript s) {
      one(s.value(), visit);
      one(s.slice(), visit);
    } else if (e instanceof Node.Await a) {
      one(a.value(), visit);
    } else if (e instanceof Node.Compare c) {
      one(c.left(), visit);
      all(c.comparators(), visit);
    } else if (e instanceof Node.BoolOp b) {
      all(b.values(), visit);
    } else if (e instanceof Node.UnaryOp u) {
      one(u.operand(), visit);
    } else if (e instanceof Node.JoinedStr j) {
      all(j.values(), visit);
    } else if (e instanceof Node.FormattedValue f) {
      one(f.value(), visit);
      one(f.formatSpec(), visit);
    } else if (e instanceof Node.ListExpr l) {
      all(l.elts(), visit);
    } else if (e instanceof Node.TupleExpr t) {
      all(t.elts(), visit);
    } else if (e instanceof Node.DictExpr d) {
      for (int i = 0; i < d.values().size(); i++) {
        one(d.keys().get(i), visit);
        one(d.values().get(i), visit);
      }
    } else if (e instanceof Node.SetExpr s) {
      all(s.elts(), visit);
    } else if (e instanceof Node.ListComp c) {
      all(c.generators(), visit);
      one(c.elt(), visit);
    } else if (e instanceof Node.SetComp c) {
      all(c.generators(), visit);
      one(c.elt(), visit);
    } else if (e instanceof Node.GeneratorExp c) {
      all(c.generators(), visit);
      one(c.elt(), visit);
    } else if (e instanceof Node.DictComp c) {
      all(c.generators(), visit);
      one(c.key(), visit);
      one(c.value(), visit);
    } else if (e instanceof Node.IfExp i) {
      one(i.test(), visit);
      one(i.body(), visit);
      one(i.orelse(), visit);
    } else if (e instanceof Node.Lambda l) {
      one(l.args(), visit);
      one(l.body(), visit);
    } else if (e instanceof Node.NamedExpr n) {
      one(n.value(), visit);
      one(n.target(), visit);
    } else if (e instanceof Node.Starred s) {
      one(s.value(), visit);
    } else if (e instanceof Node.Slice s) {
      one(s.lower(), visit);
      one(s.upper(), visit);
      one(s.step(), visit);
    } else if (e instanceof Node.Yield y) {
      one(y.value(), visit);
    } else if (e instanceof Node.YieldFrom y) {
      one(y.value(), visit);
    }
  }

  private static void pattern(Node.Pattern p, Consumer<Node> visit) {
    if (p instanceof Node.MatchValue v) {
      one(v.value(), visit);
    } else if (p instanceof Node.MatchSequence s) {
      all(s.patterns(), visit);
    } else if (p instanceof Node.MatchMapping m) {
      all(m.keys(), visit);
      all(m.patterns(), visit);
    } else if (p instanceof Node.MatchClass c) {
      one(c.cls(), visit);
      all(c.patterns(), visit);
      all(c.kwdPatterns(), visit);
    } else if (p instanceof Node.MatchAs a) {
      one(a.pattern(), visit);
    } else if (p instanceof Node.MatchOr o) {
      all(o.patterns(), visit);
    }
  }

  private static void one(Node n, Consumer<Node> visit) {
    if (n != null) {
      visit.accept(n);
    }
  }

  private static void all(List<? extends Node> nodes, Consumer<Node> visit) {
    for (Node n : nodes) {
      if (n != null) {
        visit.accept(n);
      }
    }
  }
}
