/*
 * The abstract syntax tree: what the parser produces and the compiler consumes.
 * Shaped after CPython's ast module (same node names and fields where it matters) so that
 * anyone who knows `python3 -c "import ast; print(ast.dump(...))"` can read it. Every node
 * carries its source position for SyntaxError and traceback line numbers.
 */
package dev.krait.python.parser;

import java.util.List;

/** Any AST node. {@code line} is 1-based, {@code col} 0-based (in code points), like CPython. */
public sealed interface Node permits Node.Stmt, Node.Expr, Node.Arguments, Node.Arg, Node.Keyword,
    Node.Comprehension, Node.ExceptHandler, Node.WithItem, Node.MatchCase, Node.Pattern, Node.Alias, Node.Module {

  int line();

  int col();

  /** A whole module (a cell). */
  /** A parsed cell; {@code ends} holds the end positions of its nodes. */
  record Module(List<Stmt> body, int line, int col, EndPositions ends) implements Node {
    public Module(List<Stmt> body, int line, int col) {
      this(body, line, col, EndPositions.NONE);
    }
  }

  // ---------------------------------------------------------------- statements

  sealed interface Stmt extends Node permits FunctionDef, ClassDef, Return, Delete, Assign, AugAssign, AnnAssign,
      For, While, If, With, Match, Raise, Try, Assert, Import, ImportFrom, Global, Nonlocal, ExprStmt, Pass, Break,
      Continue {}

  /** def / async def. {@code returns} may be null. */
  record FunctionDef(String name, Arguments args, List<Stmt> body, List<Expr> decorators, Expr returns,
      boolean isAsync, int line, int col) implements Stmt {}

  record ClassDef(String name, List<Expr> bases, List<Keyword> keywords, List<Stmt> body, List<Expr> decorators,
      int line, int col) implements Stmt {}

  /** {@code value} may be null. */
  record Return(Expr value, int line, int col) implements Stmt {}

  record Delete(List<Expr> targets, int line, int col) implements Stmt {}

  /** {@code a = b = value}: targets in source order. */
  record Assign(List<Expr> targets, Expr value, int line, int col) implements Stmt {}

  record AugAssign(Expr target, BinOpKind op, Expr value, int line, int col) implements Stmt {}

  /** {@code target: annotation [= value]}; value may be null. simple = target is a bare name not in parens. */
  record AnnAssign(Expr target, Expr annotation, Expr value, boolean simple, int line, int col) implements Stmt {}

  record For(Expr target, Expr iter, List<Stmt> body, List<Stmt> orelse, boolean isAsync, int line, int col)
      implements Stmt {}

  record While(Expr test, List<Stmt> body, List<Stmt> orelse, int line, int col) implements Stmt {}

  /** elif chains are nested If nodes in orelse, as in CPython. */
  record If(Expr test, List<Stmt> body, List<Stmt> orelse, int line, int col) implements Stmt {}

  record With(List<WithItem> items, List<Stmt> body, boolean isAsync, int line, int col) implements Stmt {}

  record Match(Expr subject, List<MatchCase> cases, int line, int col) implements Stmt {}

  /** exc and cause may be null. */
  record Raise(Expr exc, Expr cause, int line, int col) implements Stmt {}

  /** isStar is try/except* (parsed; the compiler may reject it). */
  record Try(List<Stmt> body, List<ExceptHandler> handlers, List<Stmt> orelse, List<Stmt> finalbody,
      boolean isStar, int line, int col) implements Stmt {}

  /** msg may be null. */
  record Assert(Expr test, Expr msg, int line, int col) implements Stmt {}

  record Import(List<Alias> names, int line, int col) implements Stmt {}

  /** module may be null for {@code from . import x}; level counts leading dots. names of {@code *} is one Alias "*". */
  record ImportFrom(String module, List<Alias> names, int level, int line, int col) implements Stmt {}

  record Global(List<String> names, int line, int col) implements Stmt {}

  record Nonlocal(List<String> names, int line, int col) implements Stmt {}

  record ExprStmt(Expr value, int line, int col) implements Stmt {}

  record Pass(int line, int col) implements Stmt {}

  record Break(int line, int col) implements Stmt {}

  record Continue(int line, int col) implements Stmt {}

  // ---------------------------------------------------------------- expressions

  sealed interface Expr extends Node permits BoolOp, NamedExpr, BinOp, UnaryOp, Lambda, IfExp, DictExpr, SetExpr,
      ListComp, SetComp, DictComp, GeneratorExp, Await, Yield, YieldFrom, Compare, Call, FormattedValue, JoinedStr,
      Constant, Attribute, Subscript, Starred, Name, ListExpr, TupleExpr, Slice {}

  enum Ctx { LOAD, STORE, DEL }

  enum BoolOpKind { AND, OR }

  enum BinOpKind { ADD, SUB, MULT, MATMULT, DIV, MOD, POW, LSHIFT, RSHIFT, BITOR, BITXOR, BITAND, FLOORDIV }

  enum UnaryOpKind { INVERT, NOT, UADD, USUB }

  enum CmpOpKind { EQ, NOT_EQ, LT, LT_E, GT, GT_E, IS, IS_NOT, IN, NOT_IN }

  record BoolOp(BoolOpKind op, List<Expr> values, int line, int col) implements Expr {}

  /** {@code target := value}; target is a Name. */
  record NamedExpr(Name target, Expr value, int line, int col) implements Expr {}

  record BinOp(Expr left, BinOpKind op, Expr right, int line, int col) implements Expr {}

  record UnaryOp(UnaryOpKind op, Expr operand, int line, int col) implements Expr {}

  record Lambda(Arguments args, Expr body, int line, int col) implements Expr {}

  record IfExp(Expr test, Expr body, Expr orelse, int line, int col) implements Expr {}

  /** {@code {k: v, **m}}: a null key marks a {@code **value} entry. */
  record DictExpr(List<Expr> keys, List<Expr> values, int line, int col) implements Expr {}

  record SetExpr(List<Expr> elts, int line, int col) implements Expr {}

  record ListComp(Expr elt, List<Comprehension> generators, int line, int col) implements Expr {}

  record SetComp(Expr elt, List<Comprehension> generators, int line, int col) implements Expr {}

  record DictComp(Expr key, Expr value, List<Comprehension> generators, int line, int col) implements Expr {}

  record GeneratorExp(Expr elt, List<Comprehension> generators, int line, int col) implements Expr {}

  record Await(Expr value, int line, int col) implements Expr {}

  /** value may be null. */
  record Yield(Expr value, int line, int col) implements Expr {}

  record YieldFrom(Expr value, int line, int col) implements Expr {}

  /** {@code a < b < c}: left, ops [LT, LT], comparators [b, c]. */
  record Compare(Expr left, List<CmpOpKind> ops, List<Expr> comparators, int line, int col) implements Expr {}

  /** args may contain Starred; keywords with a null arg are {@code **mapping}. */
  record Call(Expr func, List<Expr> args, List<Keyword> keywords, int line, int col) implements Expr {}

  /**
   * One replacement field of an f-string. conversion is -1 (none), 's', 'r' or 'a'.
   * formatSpec is null or a JoinedStr (it may itself contain fields).
   */
  record FormattedValue(Expr value, int conversion, JoinedStr formatSpec, int line, int col) implements Expr {}

  /** An f-string: Constant str parts and FormattedValue parts. The {@code =} debug form is expanded by the parser. */
  record JoinedStr(List<Expr> values, int line, int col) implements Expr {}

  /**
   * A literal. value is one of: {@code null} for None, Boolean, java.math.BigInteger or Long for int
   * (Long when it fits), Double for float, {@link ImaginaryLiteral} for complex, String for str,
   * byte[] for bytes, {@link EllipsisLiteral#INSTANCE} for {@code ...}.
   */
  record Constant(Object value, int line, int col) implements Expr {}

  /** The literal {@code ...}. */
  enum EllipsisLiteral { INSTANCE }

  /** An imaginary literal such as {@code 2j}. */
  record ImaginaryLiteral(double imag) {}

  record Attribute(Expr value, String attr, Ctx ctx, int line, int col) implements Expr {}

  /** slice is an Expr; for {@code a[1:2]} it is a Slice, for {@code a[1:2, 3]} a TupleExpr containing a Slice. */
  record Subscript(Expr value, Expr slice, Ctx ctx, int line, int col) implements Expr {}

  record Starred(Expr value, Ctx ctx, int line, int col) implements Expr {}

  record Name(String id, Ctx ctx, int line, int col) implements Expr {}

  record ListExpr(List<Expr> elts, Ctx ctx, int line, int col) implements Expr {}

  record TupleExpr(List<Expr> elts, Ctx ctx, int line, int col) implements Expr {}

  /** Any bound may be null. */
  record Slice(Expr lower, Expr upper, Expr step, int line, int col) implements Expr {}

  // ---------------------------------------------------------------- parts

  /**
   * Parameters of a def or lambda, as CPython's ast.arguments. defaults align with the LAST
   * entries of posonlyargs+args; kwDefaults align one-to-one with kwonlyargs (null = no default).
   * vararg / kwarg may be null.
   */
  record Arguments(List<Arg> posonlyargs, List<Arg> args, Arg vararg, List<Arg> kwonlyargs, List<Expr> kwDefaults,
      Arg kwarg, List<Expr> defaults, int line, int col) implements Node {}

  /** One parameter; annotation may be null. */
  record Arg(String name, Expr annotation, int line, int col) implements Node {}

  /** {@code name=value} in a call or class header; name null means {@code **value}. */
  record Keyword(String arg, Expr value, int line, int col) implements Node {}

  record Comprehension(Expr target, Expr iter, List<Expr> ifs, boolean isAsync, int line, int col) implements Node {}

  /** type and name may be null (bare {@code except:}). */
  record ExceptHandler(Expr type, String name, List<Stmt> body, int line, int col) implements Node {}

  /** optionalVars may be null. */
  record WithItem(Expr contextExpr, Expr optionalVars, int line, int col) implements Node {}

  /** guard may be null. */
  record MatchCase(Pattern pattern, Expr guard, List<Stmt> body, int line, int col) implements Node {}

  /** {@code import a.b as c}: name "a.b", asname "c" or null. */
  record Alias(String name, String asname, int line, int col) implements Node {}

  // ---------------------------------------------------------------- match patterns

  sealed interface Pattern extends Node permits MatchValue, MatchSingleton, MatchSequence, MatchMapping, MatchClass,
      MatchStar, MatchAs, MatchOr {}

  /** A literal or dotted-name value pattern, compared with ==. */
  record MatchValue(Expr value, int line, int col) implements Pattern {}

  /** None, True or False, compared with is. value is null, Boolean.TRUE or Boolean.FALSE. */
  record MatchSingleton(Object value, int line, int col) implements Pattern {}

  record MatchSequence(List<Pattern> patterns, int line, int col) implements Pattern {}

  /** rest may be null ({@code **rest}). */
  record MatchMapping(List<Expr> keys, List<Pattern> patterns, String rest, int line, int col) implements Pattern {}

  record MatchClass(Expr cls, List<Pattern> patterns, List<String> kwdAttrs, List<Pattern> kwdPatterns, int line,
      int col) implements Pattern {}

  /** {@code *name} inside a sequence pattern; name null for {@code *_}. */
  record MatchStar(String name, int line, int col) implements Pattern {}

  /** {@code pattern as name}; pattern null is a capture (or {@code _} wildcard when name is also null). */
  record MatchAs(Pattern pattern, String name, int line, int col) implements Pattern {}

  record MatchOr(List<Pattern> patterns, int line, int col) implements Pattern {}
}
