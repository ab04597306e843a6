/*
 * Renders a Node tree in the same text form as gen_expected.py renders CPython's ast, so that
 * parser tests compare against dumps produced by python3 3.11 (field names and order are ast's).
 */
package dev.krait.python.parser;

import dev.krait.python.parser.Node.*;
import java.math.BigInteger;
import java.util.List;

final class AstDump {
  private final StringBuilder sb = new StringBuilder();

  static String dump(Node n) {
    AstDump d = new AstDump();
    d.node(n);
    return d.sb.toString();
  }

  private void open(String name) {
    sb.append(name).append('(');
  }

  private void f(String field, Object v, boolean first) {
    if (!first) {
      sb.append(", ");
    }
    sb.append(field).append('=');
    val(v);
  }

  private void close(Node n, boolean pos) {
    sb.append(')');
    if (pos) {
      sb.append('@').append(n.line()).append(':').append(n.col());
    }
  }

  private void val(Object v) {
    if (v == null) {
      sb.append("None");
    } else if (v instanceof Node n) {
      node(n);
    } else if (v instanceof List<?> l) {
      sb.append('[');
      for (int i = 0; i < l.size(); i++) {
        if (i > 0) {
          sb.append(", ");
        }
        val(l.get(i));
      }
      sb.append(']');
    } else if (v instanceof Enum<?> e && !(v instanceof EllipsisLiteral)) {
      sb.append(enumName(e)).append("()");
    } else {
      literal(v);
    }
  }

  private void literal(Object v) {
    if (v == null) {
      sb.append("None");
    } else if (v == EllipsisLiteral.INSTANCE) {
      sb.append("Ellipsis");
    } else if (v instanceof Boolean b) {
      sb.append(b ? "True" : "False");
    } else if (v instanceof Long || v instanceof BigInteger || v instanceof Integer) {
      sb.append(v);
    } else if (v instanceof Double dd) {
      sb.append("float:").append(Long.toHexString(Double.doubleToRawLongBits(dd)));
    } else if (v instanceof ImaginaryLiteral im) {
      sb.append("complex:").append(Long.toHexString(Double.doubleToRawLongBits(im.imag())));
    } else if (v instanceof byte[] b) {
      sb.append("bytes:");
      for (byte x : b) {
        sb.append(String.format("%02x", x & 0xFF));
      }
    } else if (v instanceof String s) {
      sb.append('\'');
      s.codePoints().forEach(c -> {
        if (c >= 32 && c < 127 && c != '\\' && c != '\'') {
          sb.append((char) c);
        } else {
          sb.append("\\u{").append(Integer.toHexString(c)).append('}');
        }
      });
      sb.append('\'');
    } else {
      throw new IllegalArgumentException(v.getClass().toString());
    }
  }

  private static String enumName(Enum<?> e) {
    if (e instanceof Ctx c) {
      return switch (c) {
        case LOAD -> "Load";
        case STORE -> "Store";
        case DEL -> "Del";
      };
    }
    if (e instanceof BoolOpKind b) {
      return b == BoolOpKind.AND ? "And" : "Or";
    }
    if (e instanceof UnaryOpKind u) {
      return switch (u) {
        case INVERT -> "Invert";
        case NOT -> "Not";
        case UADD -> "UAdd";
        case USUB -> "USub";
      };
    }
    if (e instanceof CmpOpKind c) {
      return switch (c) {
        case EQ -> "Eq";
        case NOT_EQ -> "NotEq";
        case LT -> "Lt";
        case LT_E -> "LtE";
        case GT -> "Gt";
        case GT_E -> "GtE";
        case IS -> "Is";
        case IS_NOT -> "IsNot";
        case IN -> "In";
        case NOT_IN -> "NotIn";
      };
    }
    BinOpKind b = (BinOpKind) e;
    return switch (b) {
      case ADD -> "Add";
      case SUB -> "Sub";
      case MULT -> "Mult";
      case MATMULT -> "MatMult";
      case DIV -> "Div";
      case MOD -> "Mod";
      case POW -> "Pow";
      case LSHIFT -> "LShift";
      case RSHIFT -> "RShift";
      case BITOR -> "BitOr";
      case BITXOR -> "BitXor";
      case BITAND -> "BitAnd";
      case FLOORDIV -> "FloorDiv";
    };
  }

  /** Emits name(field=value, ...) with the given alternating field names and values. */
  private void rec(Node n, String name, boolean pos, Object... fv) {
    open(name);
    for (int i = 0; i < fv.length; i += 2) {
      f((String) fv[i], fv[i + 1], i == 0);
    }
    close(n, pos);
  }

  private void node(Node n) {
    if (n instanceof Node.Module m) {
      rec(m, "Module", false, "body", m.body());
    } else if (n instanceof FunctionDef s) {
      rec(s, s.isAsync() ? "AsyncFunctionDef" : "FunctionDef", true, "name", s.name(), "args",
          s.args(), "body", s.body(), "decorator_list", s.decorators(), "returns", s.returns());
    } else if (n instanceof ClassDef s) {
      rec(s, "ClassDef", true, "name", s.name(), "bases", s.bases(), "keywords", s.keywords(),
          "body", s.body(), "decorator_list", s.decorators());
    } else if (n instanceof Return s) {
      rec(s, "Return", true, "value", s.value());
    } else if (n instanceof Delete s) {
      rec(s, "Delete", true, "targets", s.targets());
    } else if (n instanceof Assign s) {
      rec(s, "Assign", true, "targets", s.targets(), "value", s.value());
    } else if (n instanceof AugAssign s) {
      rec(s, "AugAssign", true, "target", s.target(), "op", s.op(), "value", s.value());
    } else if (n instanceof AnnAssign s) {
      rec(s, "AnnAssign", true, "target", s.target(), "annotation", s.annotation(), "value",
          s.value(), "simple", s.simple() ? 1 : 0);
    } else if (n instanceof For s) {
      rec(s, s.isAsync() ? "AsyncFor" : "For", true, "target", s.target(), "iter", s.iter(), "body",
          s.body(), "orelse", s.orelse());
    } else if (n instanceof While s) {
      rec(s, "While", true, "test", s.test(), "body", s.body(), "orelse", s.orelse());
    } else if (n instanceof If s) {
      rec(s, "If", true, "test", s.test(), "body", s.body(), "orelse", s.orelse());
    } else if (n instanceof With s) {
      rec(s, s.isAsync() ? "AsyncWith" : "With", true, "items", s.items(), "body", s.body());
    } else if (n instanceof Match s) {
      rec(s, "Match", true, "subject", s.subject(), "cases", s.cases());
    } else if (n instanceof Raise s) {
      rec(s, "Raise", true, "exc", s.exc(), "cause", s.cause());
    } else if (n instanceof Try s) {
      rec(s, s.isStar() ? "TryStar" : "Try", true, "body", s.body(), "handlers", s.handlers(),
          "orelse", s.orelse(), "finalbody", s.finalbody());
    } else if (n instanceof Assert s) {
      rec(s, "Assert", true, "test", s.test(), "msg", s.msg());
    } else if (n instanceof Import s) {
      rec(s, "Import", true, "names", s.names());
    } else if (n instanceof ImportFrom s) {
      rec(s, "ImportFrom", true, "module", s.module(), "names", s.names(), "level", s.level());
    } else if (n instanceof Global s) {
      rec(s, "Global", true, "names", s.names());
    } else if (n instanceof Nonlocal s) {
      rec(s, "Nonlocal", true, "names", s.names());
    } else if (n instanceof ExprStmt s) {
      rec(s, "Expr", true, "value", s.value());
    } else if (n instanceof Pass s) {
      rec(s, "Pass", true);
    } else if (n instanceof Break s) {
      rec(s, "Break", true);
    } else if (n instanceof Continue s) {
      rec(s, "Continue", true);
    } else if (n instanceof BoolOp e) {
      rec(e, "BoolOp", true, "op", e.op(), "values", e.values());
    } else if (n instanceof NamedExpr e) {
      rec(e, "NamedExpr", true, "target", e.target(), "value", e.value());
    } else if (n instanceof BinOp e) {
      rec(e, "BinOp", true, "left", e.left(), "op", e.op(), "right", e.right());
    } else if (n instanceof UnaryOp e) {
      rec(e, "UnaryOp", true, "op", e.op(), "operand", e.operand());
    } else if (n instanceof Lambda e) {
      rec(e, "Lambda", true, "args", e.args(), "body", e.body());
    } else if (n instanceof IfExp e) {
      rec(e, "IfExp", true, "test", e.test(), "body", e.body(), "orelse", e.orelse());
    } else if (n instanceof DictExpr e) {
      rec(e, "Dict", true, "keys", e.keys(), "values", e.values());
    } else if (n instanceof SetExpr e) {
      rec(e, "Set", true, "elts", e.elts());
    } else if (n instanceof ListComp e) {
      rec(e, "ListComp", true, "elt", e.elt(), "generators", e.generators());
    } else if (n instanceof SetComp e) {
      rec(e, "SetComp", true, "elt", e.elt(), "generators", e.generators());
    } else if (n instanceof DictComp e) {
      rec(e, "DictComp", true, "key", e.key(), "value", e.value(), "generators", e.generators());
    } else if (n instanceof GeneratorExp e) {
      rec(e, "GeneratorExp", true, "elt", e.elt(), "generators", e.generators());
    } else if (n instanceof Await e) {
      rec(e, "Await", true, "value", e.value());
    } else if (n instanceof Yield e) {
      rec(e, "Yield", true, "value", e.value());
    } else if (n instanceof YieldFrom e) {
      rec(e, "YieldFrom", true, "value", e.value());
    } else if (n instanceof Compare e) {
      rec(e, "Compare", true, "left", e.left(), "ops", e.ops(), "comparators", e.comparators());
    } else if (n instanceof Call e) {
      rec(e, "Call", true, "func", e.func(), "args", e.args(), "keywords", e.keywords());
    } else if (n instanceof FormattedValue e) {
      rec(e, "FormattedValue", true, "value", e.value(), "conversion", e.conversion(),
          "format_spec", e.formatSpec());
    } else if (n instanceof JoinedStr e) {
      rec(e, "JoinedStr", true, "values", e.values());
    } else if (n instanceof Constant e) {
      open("Constant");
      sb.append("value=");
      literal(e.value());
      close(e, true);

    } else if (n instanceof Attribute e) {
      rec(e, "Attribute", true, "value", e.value(), "attr", e.attr(), "ctx", e.ctx());
    } else if (n instanceof Subscript e) {
      rec(e, "Subscript", true, "value", e.value(), "slice", e.slice(), "ctx", e.ctx());
    } else if (n instanceof Starred e) {
      rec(e, "Starred", true, "value", e.value(), "ctx", e.ctx());
    } else if (n instanceof Name e) {
      rec(e, "Name", true, "id", e.id(), "ctx", e.ctx());
    } else if (n instanceof ListExpr e) {
      rec(e, "List", true, "elts", e.elts(), "ctx", e.ctx());
    } else if (n instanceof TupleExpr e) {
      rec(e, "Tuple", true, "elts", e.elts(), "ctx", e.ctx());
    } else if (n instanceof Slice e) {
      rec(e, "Slice", true, "lower", e.lower(), "upper", e.upper(), "step", e.step());
    } else if (n instanceof Arguments a) {
      rec(a, "arguments", false, "posonlyargs", a.posonlyargs(), "args", a.args(), "vararg",
          a.vararg(), "kwonlyargs", a.kwonlyargs(), "kw_defaults", a.kwDefaults(), "kwarg", a.kwarg(), "defaults",
          a.defaults());
    } else if (n instanceof Arg a) {
      rec(a, "arg", true, "arg", a.name(), "annotation", a.annotation());
    } else if (n instanceof Keyword k) {
      rec(k, "keyword", true, "arg", k.arg(), "value", k.value());
    } else if (n instanceof Comprehension c) {
      rec(c, "comprehension", false, "target", c.target(), "iter", c.iter(), "ifs", c.ifs(),
          "is_async", c.isAsync() ? 1 : 0);
    } else if (n instanceof ExceptHandler h) {
      rec(h, "ExceptHandler", true, "type", h.type(), "name", h.name(), "body", h.body());
    } else if (n instanceof WithItem w) {
      rec(w, "withitem", false, "context_expr", w.contextExpr(), "optional_vars",
          w.optionalVars());
    } else if (n instanceof MatchCase c) {
      rec(c, "match_case", false, "pattern", c.pattern(), "guard", c.guard(), "body", c.body());
    } else if (n instanceof Alias a) {
      rec(a, "alias", true, "name", a.name(), "asname", a.asname());
    } else if (n instanceof MatchValue q) {
      rec(q, "MatchValue", true, "value", q.value());
    } else if (n instanceof MatchSingleton q) {
      open("MatchSingleton");
      sb.append("value=");
      literal(q.value());
      close(q, true);

    } else if (n instanceof MatchSequence q) {
      rec(q, "MatchSequence", true, "patterns", q.patterns());
    } else if (n instanceof MatchMapping q) {
      rec(q, "MatchMapping", true, "keys", q.keys(), "patterns", q.patterns(), "rest",
          q.rest());
    } else if (n instanceof MatchClass q) {
      rec(q, "MatchClass", true, "cls", q.cls(), "patterns", q.patterns(), "kwd_attrs",
          q.kwdAttrs(), "kwd_patterns", q.kwdPatterns());
    } else if (n instanceof MatchStar q) {
      rec(q, "MatchStar", true, "name", q.name());
    } else if (n instanceof MatchAs q) {
      rec(q, "MatchAs", true, "pattern", q.pattern(), "name", q.name());
    } else if (n instanceof MatchOr q) {
      rec(q, "MatchOr", true, "patterns", q.patterns());
    } else {
      throw new IllegalArgumentException(n.toString());
    }
  }
}
