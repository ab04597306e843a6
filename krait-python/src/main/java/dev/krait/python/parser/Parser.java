/*
 * The parser: Tokens to a Node tree, by recursive descent with one method per grammar rule of
 * CPython 3.11's python.gram (the rule is each method's comment; binary operators use precedence
 * climbing over one table, as Lua does). Recursion is bounded so hostile input fails cleanly.
 */
package dev.krait.python.parser;

import static dev.krait.python.lexer.TokenType.*;

import dev.krait.python.lexer.Lexer;
import dev.krait.python.lexer.TokenType;
import dev.krait.python.lexer.Tokens;
import dev.krait.python.parser.Node.*;
import dev.krait.python.vm.ResourceMeter;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Entry points: {@link #parseModule} for exec/cells, {@link #parseExpression} for eval. */
public final class Parser {
  /** Bound on nested expressions/blocks handled by recursion (brackets are bounded by the lexer at 200). */
  static final int MAX_DEPTH = 200;
  /** Bound on one left-to-right chain of operators, calls, attributes or unary operators (CPython fails near 3000). */
  static final int MAX_CHAIN = 2500;

  private final Tokens tk;
  private final TokenType[] type;
  private final int[] tline;
  private final int[] tcol;
  private final Object[] value;
  private int p;
  private int depth;
  private final EndPositions ends;
  /** The running execution's meter when source is compiled inside a cell (exec, eval): ticks per statement and expression. */
  private final ResourceMeter meter = ResourceMeter.current();

  private Parser(Tokens tk) {
    this.tk = tk;
    this.type = tk.type;
    this.tline = tk.line;
    this.tcol = tk.col;
    this.value = tk.value;
    this.ends = new EndPositions(tk.count * 2 / 3 + 4); // about 0.6 nodes per token
  }

  /** Parses a module (a cell). Throws SyntaxErrorException for any bad input. */
  public static Node.Module parseModule(String source, String filename) {
    try {
      Parser ps = new Parser(Lexer.tokenize(source));
      return ps.file();
    } catch (StackOverflowError e) {
      dev.krait.python.vm.ResourceMeter.overflowCaught();
      throw tooDeep();
    }
  }

  /** Parses the input of eval(): one expression list, leading spaces and tabs ignored. */
  public static Expr parseExpression(String source, String filename) {
    int i = 0;
    while (i < source.length() && (source.charAt(i) == ' ' || source.charAt(i) == '\t')) {
      i++;
    }
    try {
      Parser ps = new Parser(Lexer.tokenize(source.substring(i)));
      return ps.evalInput();
    } catch (StackOverflowError e) {
      dev.krait.python.vm.ResourceMeter.overflowCaught();
      throw tooDeep();
    }
  }

  /** Last resort when a thread's stack is smaller than the depth bounds assume. */
  private static SyntaxErrorException tooDeep() {
    return SyntaxErrorException.syntax("too many nested parentheses", 1, 1, null);
  }

  // ---------------------------------------------------------------- end positions

  /** Records that node n ends where the last consumed token (layout tokens aside) ends. */
  private <T extends Node> T end(T n) {
    int q = p - 1;
    while (q > 0 && (type[q] == NEWLINE || type[q] == INDENT || type[q] == DEDENT || type[q] == ENDMARKER)) {
      q--;
    }
    if (q < 0) {
      return n;
    }
    long e = tokenEnd(q);
    ends.put(n, (int) (e >>> 32), (int) e);
    return n;
  }

  /** A node rebuilt from another (e.g. with a store context) ends where the original did. */
  private <T extends Node> T endFrom(Node original, T n) {
    int line = ends.endLine(original);
    if (line >= 0) {
      ends.put(n, line, ends.endCol(original));
    }
    return n;
  }

  // ---------------------------------------------------------------- token helpers

  private TokenType t() {
    return type[p];
  }

  private TokenType peek(int k) {
    int i = Math.min(p + k, tk.count - 1);
    return type[i];
  }

  private boolean at(TokenType k) {
    return type[p] == k;
  }

  private boolean accept(TokenType k) {
    if (type[p] == k) {
      p++;
      return true;
    }
    return false;
  }

  private void expect(TokenType k) {
    if (type[p] != k) {
      throw unexpected();
    }
    p++;
  }

  private void expect(TokenType k, String msg) {
    if (type[p] != k) {
      throw errTok(msg, p);
    }
    p++;
  }

  private boolean atName(String soft) {
    return type[p] == NAME && soft.equals(value[p]);
  }

  private String name() {
    if (type[p] != NAME) {
      throw unexpected();
    }
    return (String) value[p++];
  }

  /** The tokenizer's error, raised once the parser reaches the point where tokenising stopped. */
  private SyntaxErrorException lexerError() {
    return (SyntaxErrorException) tk.error;
  }

  private SyntaxErrorException unexpected() {
    if (type[p] == ERRORTOKEN) {
      return lexerError();
    }
    if (type[p] == INDENT) {
      return new SyntaxErrorException("IndentationError", "unexpected indent", tline[p], tcol[p],
          tk.lineText(tline[p]));
    }
    return errTok("invalid syntax", p);
  }

  private SyntaxErrorException errTok(String msg, int i) {
    if (type[i] == ERRORTOKEN) {
      return lexerError();
    }
    long e = tokenEnd(i);
    return SyntaxErrorException.syntax(msg, tline[i], tcol[i] + 1, tk.lineText(tline[i]))
        .withEnd((int) (e >>> 32), (int) e + 1);
  }

  private SyntaxErrorException errAt(String msg, Node n) {
    return errRange(msg, n, n);
  }

  /** An error spanning from the start of node a to the end of node b (CPython's KNOWN_RANGE). */
  private SyntaxErrorException errRange(String msg, Node a, Node b) {
    if (type[p] == ERRORTOKEN) {
      return lexerError();
    }
    SyntaxErrorException e = SyntaxErrorException.syntax(msg, a.line(), a.col() + 1, tk.lineText(a.line()));
    int endLine = b == null ? -1 : ends.endLine(b);
    return endLine < 0 ? e : e.withEnd(endLine, ends.endCol(b) + 1);
  }

  /** End line and end column (0-based) of token i, packed as line << 32 | col. */
  private long tokenEnd(int i) {
    int line = tline[i];
    int col = tcol[i];
    int[] src = tk.source;
    for (int k = tk.start[i]; k < tk.end[i] && k < src.length; k++) {
      if (src[k] == '\n') {
        line++;
        col = 0;
      } else {
        col++;
      }
    }
    return ((long) line << 32) | col;
  }

  /**
   * The expression that starts at the current token, parsed only to learn where it ends (for
   * the range of an error message), or null; the parser's position is left unchanged.
   */
  private Node lookaheadExpression() {
    int savedP = p;
    int savedDepth = depth;
    try {
      return expression();
    } catch (SyntaxErrorException | StackOverflowError e) {
      if (e instanceof StackOverflowError) {
        dev.krait.python.vm.ResourceMeter.overflowCaught(); // the lookahead's answer depended on the stack
      }
      return null;
    } finally {
      p = savedP;
      depth = savedDepth;
    }
  }

  private void enter() {
    if (++depth > MAX_DEPTH) {
      throw errTok("too many nested parentheses", p);
    }
  }

  private void checkChain(int n) {
    if (n > MAX_CHAIN) {
      throw errTok("maximum recursion depth exceeded during compilation", p);
    }
  }

  // ---------------------------------------------------------------- top level

  // file: [statements] ENDMARKER
  private Node.Module file() {
    List<Stmt> body = new ArrayList<>();
    while (!at(ENDMARKER)) {
      if (accept(NEWLINE)) {
        continue;
      }
      statement(body);
    }
    return new Node.Module(body, 1, 0, ends);
  }

  // eval: expressions NEWLINE* ENDMARKER
  private Expr evalInput() {
    Expr e = expressions();
    while (accept(NEWLINE)) {
      // skip
    }
    if (!at(ENDMARKER)) {
      throw unexpected();
    }
    return e;
  }

  // ---------------------------------------------------------------- statements

  // statement: compound_stmt | simple_stmts
  private void statement(List<Stmt> out) {
    meter.tick();
    switch (t()) {
      case DEF, CLASS, AT, IF, WHILE, FOR, TRY, WITH -> out.add(compoundStmt());
      case ASYNC -> out.add(compoundStmt());
      case NAME -> {
        if (atName("match")) {
          Stmt m = tryMatchStmt();
          if (m != null) {
            out.add(m);
            return;
          }
        }
        simpleStmts(out);
      }
      case INDENT -> throw unexpected();
      default -> simpleStmts(out);
    }
  }

  // simple_stmts: simple_stmt (';' simple_stmt)* [';'] NEWLINE
  private void simpleStmts(List<Stmt> out) {
    while (true) {
      out.add(simpleStmt());
      if (accept(SEMI)) {
        if (at(NEWLINE)) {
          break;
        }
        continue;
      }
      break;
    }
    if (!accept(NEWLINE)) {
      throw unexpected();
    }
  }

  // simple_stmt: assignment | star_expressions | return_stmt | import_stmt | raise_stmt | 'pass' | del_stmt
  //   | yield_stmt | assert_stmt | 'break' | 'continue' | global_stmt | nonlocal_stmt
  private Stmt simpleStmt() {
    int ln = tline[p];
    int cl = tcol[p];
    switch (t()) {
      case PASS -> {
        p++;
        return end(new Pass(ln, cl));
      }
      case BREAK -> {
        p++;
        return end(new Break(ln, cl));
      }
      case CONTINUE -> {
        p++;
        return end(new Continue(ln, cl));
      }
      case RETURN -> {
        p++;
        return end(new Return(atStmtEnd() ? null : starExpressions(), ln, cl));
      }
      case RAISE -> {
        p++;
        if (atStmtEnd()) {
          return end(new Raise(null, null, ln, cl));
        }
        Expr exc = expression();
        Expr cause = accept(FROM) ? expression() : null;
        return end(new Raise(exc, cause, ln, cl));
      }
      case GLOBAL, NONLOCAL -> {
        boolean global = t() == GLOBAL;
        p++;
        List<String> names = new ArrayList<>();
        names.add(name());
        while (accept(COMMA)) {
          names.add(name());
        }
        return global ? end(new Global(names, ln, cl)) : end(new Nonlocal(names, ln, cl));
      }
      case DEL -> {
        p++;
        return delStmt(ln, cl);
      }
      case ASSERT -> {
        p++;
        Expr test = expression();
        Expr msg = accept(COMMA) ? expression() : null;
        return end(new Assert(test, msg, ln, cl));
      }
      case IMPORT -> {
        p++;
        return importName(ln, cl);
      }
      case FROM -> {
        p++;
        return importFrom(ln, cl);
      }
      default -> {
        return exprOrAssignment(ln, cl);
      }
    }
  }

  private boolean atStmtEnd() {
    TokenType k = t();
    return k == NEWLINE || k == SEMI || k == ENDMARKER;
  }

  /*
   * assignment: NAME ':' expression ['=' annotated_rhs]
   *   | ('(' single_target ')' | single_subscript_attribute_target) ':' expression ['=' annotated_rhs]
   *   | (star_targets '=')+ (yield_expr | star_expressions) !'='
   *   | single_target augassign ~ (yield_expr | star_expressions)
   * star_expressions statement otherwise.
   */
  private Stmt exprOrAssignment(int ln, int cl) {
    boolean startsWithParen = at(LPAR);
    int startTok = p;
    Expr first = at(YIELD) ? yieldExpr() : starExpressions();
    TokenType k = t();
    if (k == EQUAL) {
      List<Expr> targets = new ArrayList<>();
      Expr rhs = first;
      while (accept(EQUAL)) {
        targets.add(rhs);
        rhs = at(YIELD) ? yieldExpr() : starExpressions();
      }
      if (rhs instanceof Starred) {
        throw errAt("can't use starred expression here", rhs);
      }
      boolean single = targets.size() == 1;
      for (int i = 0; i < targets.size(); i++) {
        Expr tg = targets.get(i);
        if (tg instanceof Yield || tg instanceof YieldFrom) {
          if (single && first == tg && startsWithParen) {
            throw errAt("cannot assign to yield expression here. Maybe you meant '==' instead of '='?", tg);
          }
          throw errAt("assignment to yield expression not possible", tg);
        }
        if (tg instanceof Starred) {
          throw errAt("starred assignment target must be in a list or tuple", tg);
        }
        targets.set(i, toTarget(tg, Ctx.STORE, single ? " here. Maybe you meant '==' instead of '='?" : ""));
      }
      return end(new Assign(targets, rhs, ln, cl));
    }
    BinOpKind aug = augOp(k);
    if (aug != null) {
      if (!(first instanceof Name || first instanceof Attribute || first instanceof Subscript)) {
        throw errAt("'" + exprName(first) + "' is an illegal expression for augmented assignment", first);
      }
      p++;
      Expr rhs = at(YIELD) ? yieldExpr() : starExpressions();
      return end(new AugAssign(toTarget(first, Ctx.STORE, ""), aug, rhs, ln, cl));
    }
    if (k == COLON) {
      if (first instanceof TupleExpr) {
        throw errAt("only single target (not tuple) can be annotated", first);
      }
      if (first instanceof ListExpr) {
        throw errAt("only single target (not list) can be annotated", first);
      }
      if (!(first instanceof Name || first instanceof Attribute || first instanceof Subscript)) {
        throw errAt("illegal target for annotation", first);
      }
      p++;
      Expr ann = expression();
      Expr val = null;
      if (accept(EQUAL)) {
        val = at(YIELD) ? yieldExpr() : starExpressions();
      }
      return end(new AnnAssign(toTarget(first, Ctx.STORE, ""), ann, val, first instanceof Name && !startsWithParen, ln,
          cl));
    }
    if (first instanceof Name nm && (nm.id().equals("print") || nm.id().equals("exec")) && p == startTok + 1
        && startsExpression(k)) {
      throw errRange("Missing parentheses in call to '" + nm.id() + "'. Did you mean " + nm.id() + "(...)?", nm,
          lookaheadExpression());
    }
    if (first instanceof Starred) {
      throw errAt("can't use starred expression here", first);
    }
    return end(new ExprStmt(first, ln, cl));
  }

  private static boolean startsExpression(TokenType k) {
    return switch (k) {
      case NAME, NUMBER, STRING, FSTRING_START, LPAR, LSQB, LBRACE, MINUS, PLUS, TILDE, NOT, LAMBDA, AWAIT, NONE,
          TRUE, FALSE, ELLIPSIS -> true;
      default -> false;
    };
  }

  private static BinOpKind augOp(TokenType k) {
    return switch (k) {
      case PLUSEQUAL -> BinOpKind.ADD;
      case MINEQUAL -> BinOpKind.SUB;
      case STAREQUAL -> BinOpKind.MULT;
      case ATEQUAL -> BinOpKind.MATMULT;
      case SLASHEQUAL -> BinOpKind.DIV;
      case PERCENTEQUAL -> BinOpKind.MOD;
      case AMPEREQUAL -> BinOpKind.BITAND;
      case VBAREQUAL -> BinOpKind.BITOR;
      case CIRCUMFLEXEQUAL -> BinOpKind.BITXOR;
      case LEFTSHIFTEQUAL -> BinOpKind.LSHIFT;
      case RIGHTSHIFTEQUAL -> BinOpKind.RSHIFT;
      case DOUBLESTAREQUAL -> BinOpKind.POW;
      case DOUBLESLASHEQUAL -> BinOpKind.FLOORDIV;
      default -> null;
    };
  }

  // del_stmt: 'del' del_targets &(';' | NEWLINE)
  private Stmt delStmt(int ln, int cl) {
    List<Expr> targets = new ArrayList<>();
    do {
      if (atStmtEnd()) {
        break;
      }
      Expr e = at(STAR) ? starTargetElement() : bitwiseOr();
      targets.add(toTarget(e, Ctx.DEL, ""));
    } while (accept(COMMA));
    if (targets.isEmpty()) {
      throw unexpected();
    }
    return end(new Delete(targets, ln, cl));
  }

  // import_name: 'import' dotted_as_names
  private Stmt importName(int ln, int cl) {
    List<Alias> names = new ArrayList<>();
    do {
      int aln = tline[p];
      int acl = tcol[p];
      String dotted = dottedName();
      String as = accept(AS) ? name() : null;
      names.add(end(new Alias(dotted, as, aln, acl)));
    } while (accept(COMMA));
    return end(new Import(names, ln, cl));
  }

  // dotted_name: dotted_name '.' NAME | NAME
  private String dottedName() {
    String s = name();
    if (!at(DOT)) {
      return s;
    }
    StringBuilder sb = new StringBuilder(s);
    while (accept(DOT)) {
      sb.append('.').append(name());
    }
    return sb.toString();
  }

  // import_from: 'from' ('.' | '...')* dotted_name 'import' import_from_targets
  //   | 'from' ('.' | '...')+ 'import' import_from_targets
  private Stmt importFrom(int ln, int cl) {
    int level = 0;
    while (true) {
      if (accept(DOT)) {
        level++;
      } else if (accept(ELLIPSIS)) {
        level += 3;
      } else {
        break;
      }
    }
    String module = null;
    if (!at(IMPORT) || level == 0) {
      module = dottedName();
    }
    expect(IMPORT);
    List<Alias> names = new ArrayList<>();
    if (at(STAR)) {
      names.add(end(new Alias("*", null, tline[p], tcol[p])));
      p++;
      return end(new ImportFrom(module, names, level, ln, cl));
    }
    boolean paren = accept(LPAR);
    while (true) {
      int aln = tline[p];
      int acl = tcol[p];
      String nm = name();
      String as = accept(AS) ? name() : null;
      names.add(end(new Alias(nm, as, aln, acl)));
      if (!accept(COMMA)) {
        break;
      }
      if (paren && at(RPAR)) {
        break;
      }
      if (!paren && atStmtEnd()) {
        throw errTok("trailing comma not allowed without surrounding parentheses", p - 1);
      }
    }
    if (paren) {
      expect(RPAR);
    }
    return end(new ImportFrom(module, names, level, ln, cl));
  }

  // compound_stmt: function_def | if_stmt | class_def | with_stmt | for_stmt | try_stmt | while_stmt | match_stmt
  private Stmt compoundStmt() {
    enter();
    try {
      int ln = tline[p];
      int cl = tcol[p];
      return switch (t()) {
        case AT -> decorated();
        case DEF -> functionDef(List.of(), false, ln, cl);
        case CLASS -> classDef(List.of(), ln, cl);
        case IF -> ifStmt();
        case WHILE -> whileStmt();
        case FOR -> forStmt(false, ln, cl);
        case TRY -> tryStmt();
        case WITH -> withStmt(false, ln, cl);
        case ASYNC -> {
          p++;
          yield switch (t()) {
            case DEF -> functionDef(List.of(), true, ln, cl);
            case FOR -> forStmt(true, ln, cl);
            case WITH -> withStmt(true, ln, cl);
            default -> throw unexpected();
          };
        }
        default -> throw unexpected();
      };
    } finally {
      depth--;
    }
  }

  // decorators: ('@' named_expression NEWLINE)+ (function_def | class_def)
  private Stmt decorated() {
    List<Expr> decorators = new ArrayList<>();
    while (accept(AT)) {
      decorators.add(namedExpression());
      expect(NEWLINE);
    }
    int ln = tline[p];
    int cl = tcol[p];
    if (at(CLASS)) {
      return classDef(decorators, ln, cl);
    }
    boolean isAsync = accept(ASYNC);
    if (!at(DEF)) {
      throw unexpected();
    }
    return functionDef(decorators, isAsync, ln, cl);
  }

  // function_def_raw: ['async'] 'def' NAME '(' [params] ')' ['->' expression] ':' block
  private Stmt functionDef(List<Expr> decorators, boolean isAsync, int ln, int cl) {
    expect(DEF);
    String nm = name();
    expect(LPAR, "expected '('");
    Arguments args = parameters(RPAR, true, tline[p], tcol[p]);
    expect(RPAR);
    Expr returns = accept(RARROW) ? expression() : null;
    expect(COLON, "expected ':'");
    List<Stmt> body = block("function definition", ln);
    return end(new FunctionDef(nm, args, body, decorators, returns, isAsync, ln, cl));
  }

  /*
   * parameters: slash_no_default param_no_default* param_with_default* [star_etc] | ... (CPython's
   * positional-only '/', '*' [vararg], keyword-only, '**' kwarg), shared by def and lambda.
   */
  private Arguments parameters(TokenType closer, boolean annotations, int ln, int cl) {
    List<Arg> posonly = new ArrayList<>();
    List<Arg> args = new ArrayList<>();
    List<Expr> defaults = new ArrayList<>();
    List<Arg> kwonly = new ArrayList<>();
    List<Expr> kwDefaults = new ArrayList<>();
    Arg vararg = null;
    Arg kwarg = null;
    boolean seenStar = false;
    boolean seenSlash = false;
    int bareStarTok = -1;
    Set<String> seen = new HashSet<>();
    while (!at(closer)) {
      if (kwarg != null) {
        throw errTok("arguments cannot follow var-keyword argument", p);
      }
      if (at(SLASH)) {
        if (seenSlash) {
          throw errTok("/ may appear only once", p);
        }
        if (seenStar) {
          throw errTok("/ must be ahead of *", p);
        }
        if (args.isEmpty()) {
          throw errTok("at least one argument must precede /", p);
        }
        p++;
        seenSlash = true;
        posonly.addAll(args);
        args.clear();
      } else if (at(STAR)) {
        if (seenStar) {
          throw errTok("* argument may appear only once", p);
        }
        seenStar = true;
        int starTok = p;
        p++;
        if (at(COMMA) || at(closer)) {
          bareStarTok = starTok;
        } else {
          vararg = param(annotations, seen, true);
          if (at(EQUAL)) {
            throw errTok("var-positional argument cannot have default value", p);
          }
        }
      } else if (at(DOUBLESTAR)) {
        p++;
        kwarg = param(annotations, seen, false);
        if (at(EQUAL)) {
          throw errTok("var-keyword argument cannot have default value", p);
        }
      } else {
        Arg a = param(annotations, seen, false);
        Expr def = null;
        if (accept(EQUAL)) {
          def = expression();
        }
        if (seenStar) {
          kwonly.add(a);
          kwDefaults.add(def);
        } else {
          if (def != null) {
            defaults.add(def);
          } else if (!defaults.isEmpty()) {
            throw errAt("non-default argument follows default argument", a);
          }
          args.add(a);
        }
      }
      if (!accept(COMMA)) {
        break;
      }
    }
    if (bareStarTok >= 0 && kwonly.isEmpty()) {
      throw errTok("named arguments must follow bare *", closer == COLON ? bareStarTok + 1 : bareStarTok);
    }
    if (!at(closer)) {
      throw unexpected();
    }
    return end(new Arguments(posonly, args, vararg, kwonly, kwDefaults, kwarg, defaults, ln, cl));
  }

  // param: NAME [':' expression]   (star annotation allowed for *args)
  private Arg param(boolean annotations, Set<String> seen, boolean star) {
    int ln = tline[p];
    int cl = tcol[p];
    String nm = name();
    if (!seen.add(nm)) {
      throw SyntaxErrorException.syntax("duplicate argument '" + nm + "' in function definition", ln, cl + 1,
          tk.lineText(ln));
    }
    Expr ann = null;
    if (annotations && accept(COLON)) {
      ann = star && at(STAR) ? starExpression() : expression();
    }
    return end(new Arg(nm, ann, ln, cl));
  }

  // class_def_raw: 'class' NAME ['(' [arguments] ')'] ':' block
  private Stmt classDef(List<Expr> decorators, int ln, int cl) {
    expect(CLASS);
    String nm = name();
    List<Expr> bases = new ArrayList<>();
    List<Keyword> keywords = new ArrayList<>();
    if (accept(LPAR)) {
      callArguments(bases, keywords, false);
      expect(RPAR);
    }
    expect(COLON, "expected ':'");
    List<Stmt> body = block("class definition", ln);
    return end(new ClassDef(nm, bases, keywords, body, decorators, ln, cl));
  }

  // if_stmt: 'if' named_expression ':' block (elif_stmt | [else_block])
  private Stmt ifStmt() {
    int ln = tline[p];
    int cl = tcol[p];
    String what = at(IF) ? "'if' statement" : "'elif' statement";
    p++;
    Expr test = condition();
    expect(COLON, "expected ':'");
    List<Stmt> body = block(what, ln);
    List<Stmt> orelse = List.of();
    if (at(ELIF)) {
      enter();
      try {
        orelse = List.of(ifStmt());
      } finally {
        depth--;
      }
    } else if (at(ELSE)) {
      orelse = elseBlock();
    }
    return end(new If(test, body, orelse, ln, cl));
  }

  /** named_expression of an if/elif/while header, with CPython's hint for a mistaken '='. */
  private Expr condition() {
    Expr test = namedExpression();
    if (at(EQUAL) && type[p] != ERRORTOKEN) {
      if (test instanceof Name) {
        p++;
        throw errRange("invalid syntax. Maybe you meant '==' or ':=' instead of '='?", test, lookaheadExpression());
      }
      if (!(test instanceof TupleExpr || test instanceof ListExpr || test instanceof GeneratorExp)) {
        throw errAt("cannot assign to " + exprName(test) + " here. Maybe you meant '==' instead of '='?", test);
      }
    }
    return test;
  }

  // else_block: 'else' &&':' block
  private List<Stmt> elseBlock() {
    int ln = tline[p];
    expect(ELSE);
    expect(COLON, "expected ':'");
    return block("'else' statement", ln);
  }

  // while_stmt: 'while' named_expression ':' block [else_block]
  private Stmt whileStmt() {
    int ln = tline[p];
    int cl = tcol[p];
    p++;
    Expr test = condition();
    expect(COLON, "expected ':'");
    List<Stmt> body = block("'while' statement", ln);
    List<Stmt> orelse = at(ELSE) ? elseBlock() : List.of();
    return end(new While(test, body, orelse, ln, cl));
  }

  // for_stmt: ['async'] 'for' star_targets 'in' ~ star_expressions ':' block [else_block]
  private Stmt forStmt(boolean isAsync, int ln, int cl) {
    int forLine = tline[p];
    expect(FOR);
    Expr target = starTargets();
    expect(IN);
    Expr iter = starExpressions();
    expect(COLON, "expected ':'");
    List<Stmt> body = block("'for' statement", forLine);
    List<Stmt> orelse = at(ELSE) ? elseBlock() : List.of();
    return end(new For(target, iter, body, orelse, isAsync, ln, cl));
  }

  /*
   * with_stmt: ['async'] 'with' '(' ','.with_item+ ','? ')' ':' block
   *   | ['async'] 'with' ','.with_item+ ':' block
   * with_item: expression 'as' star_target &(',' | ')' | ':') | expression
   */
  private Stmt withStmt(boolean isAsync, int ln, int cl) {
    int withLine = tline[p];
    expect(WITH);
    List<WithItem> items = new ArrayList<>();
    boolean done = false;
    if (at(LPAR)) {
      int save = p;
      try {
        p++;
        do {
          if (at(RPAR)) {
            break;
          }
          items.add(withItem());
        } while (accept(COMMA));
        expect(RPAR);
        if (!at(COLON) || items.isEmpty()) {
          throw unexpected();
        }
        done = true;
      } catch (SyntaxErrorException e) {
        p = save;
        items.clear();
      }
    }
    if (!done) {
      do {
        items.add(withItem());
      } while (accept(COMMA));
    }
    expect(COLON, "expected ':'");
    List<Stmt> body = block("'with' statement", withLine);
    return end(new With(items, body, isAsync, ln, cl));
  }

  private WithItem withItem() {
    Expr e = expression();
    Expr vars = null;
    if (accept(AS)) {
      vars = toTarget(starTarget(), Ctx.STORE, "");
      if (!(at(COMMA) || at(RPAR) || at(COLON))) {
        throw unexpected();
      }
    }
    return end(new WithItem(e, vars, e.line(), e.col()));
  }

  /*
   * try_stmt: 'try' ':' block finally_block | 'try' ':' block except_block+ [else_block] [finally_block]
   *   | 'try' ':' block except_star_block+ [else_block] [finally_block]
   * except_block: 'except' expression ['as' NAME] ':' block | 'except' ':' block
   */
  private Stmt tryStmt() {
    int ln = tline[p];
    int cl = tcol[p];
    p++;
    expect(COLON, "expected ':'");
    List<Stmt> body = block("'try' statement", ln);
    List<ExceptHandler> handlers = new ArrayList<>();
    boolean star = false;
    while (at(EXCEPT)) {
      int hl = tline[p];
      int hc = tcol[p];
      int exceptTok = p;
      p++;
      boolean thisStar = accept(STAR);
      if (!handlers.isEmpty() && thisStar != star) {
        throw errTok("cannot have both 'except' and 'except*' on the same 'try'", exceptTok);
      }
      star = thisStar;
      Expr type = null;
      String nm = null;
      if (!at(COLON)) {
        type = expression();
        if (at(COMMA)) {
          List<Expr> elts = new ArrayList<>();
          elts.add(type);
          while (accept(COMMA)) {
            if (at(COLON) || at(AS)) {
              break;
            }
            elts.add(expression());
          }
          throw errAt("multiple exception types must be parenthesized", type);
        }
        if (accept(AS)) {
          nm = name();
          if (!at(COLON) && !at(NEWLINE)) {
            throw errTok("invalid syntax", p); // e.g. 'as e.x': the target must be a plain name
          }
        }
      } else if (thisStar) {
        throw errTok("expected one or more exception types", p);
      }
      expect(COLON, "expected ':'");
      List<Stmt> hbody = block(thisStar ? "'except*' statement" : "'except' statement", hl);
      handlers.add(end(new ExceptHandler(type, nm, hbody, hl, hc)));
    }
    List<Stmt> orelse = List.of();
    if (at(ELSE)) {
      if (handlers.isEmpty()) {
        throw errTok("expected 'except' or 'finally' block", p);
      }
      orelse = elseBlock();
    }
    List<Stmt> finalbody = List.of();
    if (at(FINALLY)) {
      int fl = tline[p];
      p++;
      expect(COLON, "expected ':'");
      finalbody = block("'finally' statement", fl);
    }
    if (handlers.isEmpty() && finalbody.isEmpty()) {
      throw errTok("expected 'except' or 'finally' block", p);
    }
    return end(new Try(body, handlers, orelse, finalbody, star, ln, cl));
  }

  // block: NEWLINE INDENT statements DEDENT | simple_stmts
  private List<Stmt> block(String what, int headerLine) {
    List<Stmt> body = new ArrayList<>();
    if (accept(NEWLINE)) {
      if (!accept(INDENT)) {
        if (at(ERRORTOKEN)) {
          throw lexerError();
        }
        throw new SyntaxErrorException("IndentationError",
            "expected an indented block after " + what + " on line " + headerLine, tline[p], tcol[p] + 1,
            tk.lineText(tline[p]));
      }
      while (!accept(DEDENT)) {
        if (at(ENDMARKER)) {
          break;
        }
        statement(body);
      }
      return body;
    }
    simpleStmts(body);
    return body;
  }

  // ---------------------------------------------------------------- match

  /*
   * match_stmt: "match" subject_expr ':' NEWLINE INDENT case_block+ DEDENT
   * subject_expr: star_named_expression ',' star_named_expressions? | named_expression
   * Returns null (and consumes nothing) if this is not a match statement.
   */
  private Stmt tryMatchStmt() {
    int save = p;
    int ln = tline[p];
    int cl = tcol[p];
    TokenType next = peek(1);
    if (next == NEWLINE || next == EQUAL || next == DOT || next == COMMA || next == RPAR || next == COLON
        || augOp(next) != null || next == SEMI || next == ENDMARKER) {
      return null;
    }
    Expr subject;
    try {
      p++;
      Expr first = starNamedExpression();
      if (at(COMMA)) {
        List<Expr> elts = new ArrayList<>();
        elts.add(first);
        while (accept(COMMA)) {
          if (at(COLON)) {
            break;
          }
          elts.add(starNamedExpression());
        }
        subject = end(new TupleExpr(elts, Ctx.LOAD, first.line(), first.col()));
      } else {
        subject = first;
      }
      if (!at(COLON)) {
        p = save;
        return null;
      }
    } catch (SyntaxErrorException e) {
      p = save;
      return null;
    }
    p++;
    enter();
    try {
      expect(NEWLINE);
      if (!accept(INDENT)) {
        if (at(ERRORTOKEN)) {
          throw lexerError();
        }
        throw new SyntaxErrorException("IndentationError",
            "expected an indented block after 'match' statement on line " + ln, tline[p], tcol[p] + 1,
            tk.lineText(tline[p]));
      }
      List<MatchCase> cases = new ArrayList<>();
      while (!accept(DEDENT)) {
        if (at(ENDMARKER)) {
          break;
        }
        cases.add(caseBlock());
      }
      return end(new Match(subject, cases, ln, cl));
    } finally {
      depth--;
    }
  }

  // case_block: "case" patterns guard? ':' block
  private MatchCase caseBlock() {
    if (!atName("case")) {
      throw unexpected();
    }
    int ln = tline[p];
    int cl = tcol[p];
    p++;
    Pattern pat = patterns();
    Expr guard = accept(IF) ? namedExpression() : null;
    expect(COLON, "expected ':'");
    List<Stmt> body = block("'case' statement", ln);
    return end(new MatchCase(pat, guard, body, ln, cl));
  }

  // patterns: open_sequence_pattern | pattern
  private Pattern patterns() {
    int ln = tline[p];
    int cl = tcol[p];
    Pattern first = maybeStarPattern();
    if (!at(COMMA)) {
      if (first instanceof MatchStar) {
        return end(new MatchSequence(List.of(first), ln, cl));
      }
      return first;
    }
    List<Pattern> pats = new ArrayList<>();
    pats.add(first);
    while (accept(COMMA)) {
      if (at(COLON) || at(IF)) {
        break;
      }
      pats.add(maybeStarPattern());
    }
    return end(new MatchSequence(pats, ln, cl));
  }

  // maybe_star_pattern: star_pattern | pattern
  private Pattern maybeStarPattern() {
    if (at(STAR)) {
      int ln = tline[p];
      int cl = tcol[p];
      p++;
      String nm = name();
      return end(new MatchStar(nm.equals("_") ? null : nm, ln, cl));
    }
    return pattern();
  }

  // pattern: as_pattern | or_pattern ; as_pattern: or_pattern 'as' pattern_capture_target
  private Pattern pattern() {
    enter();
    try {
      int ln = tline[p];
      int cl = tcol[p];
      Pattern pat = orPattern();
      if (accept(AS)) {
        int nt = p;
        String nm = name();
        if (nm.equals("_")) {
          throw errTok("cannot use '_' as a target", nt);
        }
        return end(new MatchAs(pat, nm, ln, cl));
      }
      return pat;
    } finally {
      depth--;
    }
  }

  // or_pattern: '|'.closed_pattern+
  private Pattern orPattern() {
    int ln = tline[p];
    int cl = tcol[p];
    Pattern first = closedPattern();
    if (!at(VBAR)) {
      return first;
    }
    List<Pattern> alts = new ArrayList<>();
    alts.add(first);
    while (accept(VBAR)) {
      alts.add(closedPattern());
    }
    return end(new MatchOr(alts, ln, cl));
  }

  /*
   * closed_pattern: literal_pattern | capture_pattern | wildcard_pattern | value_pattern | group_pattern
   *   | sequence_pattern | mapping_pattern | class_pattern
   */
  private Pattern closedPattern() {
    int ln = tline[p];
    int cl = tcol[p];
    switch (t()) {
      case NONE -> {
        p++;
        return end(new MatchSingleton(null, ln, cl));
      }
      case TRUE, FALSE -> {
        boolean b = t() == TRUE;
        p++;
        return end(new MatchSingleton(b, ln, cl));
      }
      case NUMBER, MINUS -> {
        return end(new MatchValue(signedNumberPattern(), ln, cl));
      }
      case STRING, FSTRING_START -> {
        Expr s = strings();
        if (s instanceof JoinedStr) {
          throw errAt("patterns may only match literals and attribute lookups", s);
        }
        return end(new MatchValue(s, ln, cl));
      }
      case LPAR -> {
        p++;
        if (accept(RPAR)) {
          return end(new MatchSequence(List.of(), ln, cl));
        }
        Pattern first = maybeStarPattern();
        if (accept(RPAR)) {
          return first instanceof MatchStar ? end(new MatchSequence(List.of(first), ln, cl)) : first;
        }
        List<Pattern> pats = new ArrayList<>();
        pats.add(first);
        while (accept(COMMA)) {
          if (at(RPAR)) {
            break;
          }
          pats.add(maybeStarPattern());
        }
        expect(RPAR);
        return end(new MatchSequence(pats, ln, cl));
      }
      case LSQB -> {
        p++;
        List<Pattern> pats = new ArrayList<>();
        while (!at(RSQB)) {
          pats.add(maybeStarPattern());
          if (!accept(COMMA)) {
            break;
          }
        }
        expect(RSQB);
        return end(new MatchSequence(pats, ln, cl));
      }
      case LBRACE -> {
        return mappingPattern(ln, cl);
      }
      case NAME -> {
        String nm = (String) value[p];
        p++;
        if (!at(DOT) && !at(LPAR)) {
          if (at(EQUAL)) {
            throw unexpected();
          }
          return end(new MatchAs(null, nm.equals("_") ? null : nm, ln, cl));
        }
        Expr v = end(new Name(nm, Ctx.LOAD, ln, cl));
        while (accept(DOT)) {
          v = end(new Attribute(v, name(), Ctx.LOAD, ln, cl));
        }
        if (at(LPAR)) {
          return classPattern(v, ln, cl);
        }
        return end(new MatchValue(v, ln, cl));
      }
      default -> throw unexpected();
    }
  }

  // signed_number ['+' | '-' NUMBER]: literal numbers and complex literals like -1+2j
  private Expr signedNumberPattern() {
    int ln = tline[p];
    int cl = tcol[p];
    Expr e;
    if (accept(MINUS)) {
      int nl = tline[p];
      int nc = tcol[p];
      if (!at(NUMBER)) {
        throw unexpected();
      }
      e = end(new UnaryOp(UnaryOpKind.USUB, new Constant(value[p++], nl, nc), ln, cl));
    } else {
      e = end(new Constant(value[p++], ln, cl));
    }
    if (at(PLUS) || at(MINUS)) {
      BinOpKind op = at(PLUS) ? BinOpKind.ADD : BinOpKind.SUB;
      p++;
      if (!at(NUMBER) || !(value[p] instanceof ImaginaryLiteral)) {
        throw errTok("imaginary number required in complex literal", p);
      }
      Expr im = end(new Constant(value[p], tline[p], tcol[p]));
      p++;
      e = end(new BinOp(e, op, im, ln, cl));
    }
    return e;
  }

  // mapping_pattern: '{' [items_pattern] [double_star_pattern] '}'
  private Pattern mappingPattern(int ln, int cl) {
    expect(LBRACE);
    List<Expr> keys = new ArrayList<>();
    List<Pattern> pats = new ArrayList<>();
    String rest = null;
    while (!at(RBRACE)) {
      if (accept(DOUBLESTAR)) {
        rest = name();
        accept(COMMA);
        break;
      }
      Expr key;
      int kl = tline[p];
      int kc = tcol[p];
      switch (t()) {
        case NUMBER, MINUS -> key = signedNumberPattern();
        case STRING -> key = strings();
        case NONE -> {
          p++;
          key = end(new Constant(null, kl, kc));
        }
        case TRUE, FALSE -> {
          key = end(new Constant(t() == TRUE, kl, kc));
          p++;
        }
        case NAME -> {
          Expr v = end(new Name(name(), Ctx.LOAD, kl, kc));
          if (!at(DOT)) {
            throw unexpected();
          }
          while (accept(DOT)) {
            v = end(new Attribute(v, name(), Ctx.LOAD, kl, kc));
          }
          key = v;
        }
        default -> throw unexpected();
      }
      expect(COLON);
      keys.add(key);
      pats.add(pattern());
      if (!accept(COMMA)) {
        break;
      }
    }
    expect(RBRACE);
    return end(new MatchMapping(keys, pats, rest, ln, cl));
  }

  // class_pattern: name_or_attr '(' [pattern_arguments ','?] ')'
  private Pattern classPattern(Expr cls, int ln, int cl) {
    expect(LPAR);
    List<Pattern> pats = new ArrayList<>();
    List<String> kwdAttrs = new ArrayList<>();
    List<Pattern> kwdPats = new ArrayList<>();
    while (!at(RPAR)) {
      if (at(NAME) && peek(1) == EQUAL) {
        kwdAttrs.add(name());
        p++;
        kwdPats.add(pattern());
      } else {
        int st = p;
        Pattern pt = pattern();
        if (!kwdAttrs.isEmpty()) {
          throw errTok("positional patterns follow keyword patterns", st);
        }
        pats.add(pt);
      }
      if (!accept(COMMA)) {
        break;
      }
    }
    expect(RPAR);
    return end(new MatchClass(cls, pats, kwdAttrs, kwdPats, ln, cl));
  }

  // ---------------------------------------------------------------- targets

  // star_targets: star_target !',' | star_target (',' star_target)* [',']
  private Expr starTargets() {
    int sl = tline[p];
    int sc = tcol[p];
    Expr first = starTarget();
    if (!at(COMMA)) {
      return toTarget(first, Ctx.STORE, "");
    }
    List<Expr> elts = new ArrayList<>();
    elts.add(first);
    while (accept(COMMA)) {
      if (at(IN) || at(EQUAL)) {
        break;
      }
      elts.add(starTarget());
    }
    return toTarget(end(new TupleExpr(elts, Ctx.LOAD, sl, sc)), Ctx.STORE, "");
  }

  // star_target: '*' (!'*' star_target) | target_with_star_atom  (parsed as an expression, checked later)
  private Expr starTarget() {
    if (at(STAR)) {
      return starTargetElement();
    }
    return bitwiseOr();
  }

  private Expr starTargetElement() {
    int ln = tline[p];
    int cl = tcol[p];
    expect(STAR);
    return end(new Starred(bitwiseOr(), Ctx.LOAD, ln, cl));
  }

  /** Converts an expression parsed as a target to the given context, or raises CPython's error. */
  private Expr toTarget(Expr e, Ctx ctx, String suffix) {
    if (e instanceof Name n) {
      if (ctx == Ctx.STORE && n.id().equals("__debug__")) {
        throw errAt("cannot assign to __debug__", e);
      }
      return n.ctx() == ctx ? n : endFrom(n, new Name(n.id(), ctx, n.line(), n.col()));
    }
    if (e instanceof Attribute a) {
      return endFrom(a, new Attribute(a.value(), a.attr(), ctx, a.line(), a.col()));
    }
    if (e instanceof Subscript s) {
      return endFrom(s, new Subscript(s.value(), s.slice(), ctx, s.line(), s.col()));
    }
    if (e instanceof TupleExpr tu) {
      return endFrom(tu, new TupleExpr(targets(tu.elts(), ctx, suffix), ctx, tu.line(), tu.col()));
    }
    if (e instanceof ListExpr li) {
      return endFrom(li, new ListExpr(targets(li.elts(), ctx, suffix), ctx, li.line(), li.col()));
    }
    if (e instanceof Starred st) {
      if (ctx == Ctx.DEL) {
        throw errAt("cannot delete starred", e);
      }
      return endFrom(st, new Starred(toTarget(st.value(), ctx, ""), ctx, st.line(), st.col()));
    }
    String what = exprName(e);
    if (ctx == Ctx.DEL) {
      throw errAt("cannot delete " + what, e);
    }
    if ((e instanceof Constant c && (c.value() == null || c.value() instanceof Boolean))
        || e instanceof GeneratorExp) {
      suffix = "";
    }
    throw errAt("cannot assign to " + what + suffix, e);
  }

  private List<Expr> targets(List<Expr> elts, Ctx ctx, String suffix) {
    List<Expr> out = new ArrayList<>(elts.size());
    for (int i = 0; i < elts.size(); i++) {
      out.add(toTarget(elts.get(i), ctx, i == elts.size() - 1 ? suffix : ""));
    }
    return out;
  }

  /** CPython's _PyPegen_get_expr_name. */
  static String exprName(Expr e) {
    if (e instanceof Constant c) {
      Object v = c.value();
      if (v == null) {
        return "None";
      }
      if (v instanceof Boolean b) {
        return b ? "True" : "False";
      }
      if (v == EllipsisLiteral.INSTANCE) {
        return "ellipsis";
      }
      return "literal";
    }
    if (e instanceof Call) {
      return "function call";
    }
    if (e instanceof Compare) {
      return "comparison";
    }
    if (e instanceof Lambda) {
      return "lambda";
    }
    if (e instanceof IfExp) {
      return "conditional expression";
    }
    if (e instanceof NamedExpr) {
      return "named expression";
    }
    if (e instanceof Await) {
      return "await expression";
    }
    if (e instanceof Yield || e instanceof YieldFrom) {
      return "yield expression";
    }
    if (e instanceof DictExpr) {
      return "dict literal";
    }
    if (e instanceof SetExpr) {
      return "set display";
    }
    if (e instanceof ListComp) {
      return "list comprehension";
    }
    if (e instanceof SetComp) {
      return "set comprehension";
    }
    if (e instanceof DictComp) {
      return "dict comprehension";
    }
    if (e instanceof GeneratorExp) {
      return "generator expression";
    }
    if (e instanceof JoinedStr || e instanceof FormattedValue) {
      return "f-string expression";
    }
    if (e instanceof TupleExpr) {
      return "tuple";
    }
    if (e instanceof ListExpr) {
      return "list";
    }
    if (e instanceof Starred) {
      return "starred";
    }
    if (e instanceof Name) {
      return "name";
    }
    if (e instanceof Attribute) {
      return "attribute";
    }
    if (e instanceof Subscript) {
      return "subscript";
    }
    return "expression";
  }

  // ---------------------------------------------------------------- expressions

  // expressions: expression (',' expression)* [',']
  private Expr expressions() {
    int sl = tline[p];
    int sc = tcol[p];
    Expr first = expression();
    if (!at(COMMA)) {
      return first;
    }
    List<Expr> elts = new ArrayList<>();
    elts.add(first);
    while (accept(COMMA)) {
      if (!startsExpression(t())) {
        break;
      }
      elts.add(expression());
    }
    return end(new TupleExpr(elts, Ctx.LOAD, sl, sc));
  }

  // star_expressions: star_expression (',' star_expression)* [',']
  private Expr starExpressions() {
    int sl = tline[p];
    int sc = tcol[p];
    Expr first = starExpression();
    if (!at(COMMA)) {
      return first;
    }
    List<Expr> elts = new ArrayList<>();
    elts.add(first);
    while (accept(COMMA)) {
      if (!startsExpression(t()) && !at(STAR)) {
        break;
      }
      elts.add(starExpression());
    }
    return end(new TupleExpr(elts, Ctx.LOAD, sl, sc));
  }

  // star_expression: '*' bitwise_or | expression
  private Expr starExpression() {
    if (at(STAR)) {
      int ln = tline[p];
      int cl = tcol[p];
      p++;
      return end(new Starred(bitwiseOr(), Ctx.LOAD, ln, cl));
    }
    return expression();
  }

  // star_named_expression: '*' bitwise_or | named_expression
  private Expr starNamedExpression() {
    if (at(STAR)) {
      int ln = tline[p];
      int cl = tcol[p];
      p++;
      return end(new Starred(bitwiseOr(), Ctx.LOAD, ln, cl));
    }
    return namedExpression();
  }

  // named_expression: NAME ':=' ~ expression | expression !':='
  private Expr namedExpression() {
    if (at(NAME) && peek(1) == COLONEQUAL) {
      Name target = end(new Name((String) value[p], Ctx.STORE, tline[p], tcol[p]));
      p += 2;
      Expr v = expression();
      return end(new NamedExpr(target, v, target.line(), target.col()));
    }
    Expr e = expression();
    if (at(COLONEQUAL)) {
      throw errAt("cannot use assignment expressions with " + exprName(e), e);
    }
    return e;
  }

  // expression: disjunction 'if' disjunction 'else' expression | disjunction | lambdef
  private Expr expression() {
    if (at(LAMBDA)) {
      return lambdef();
    }
    int sl = tline[p];
    int sc = tcol[p];
    Expr body = disjunction();
    if (!at(IF)) {
      return body;
    }
    p++;
    Expr test = disjunction();
    if (!accept(ELSE)) {
      throw errAt("expected 'else' after 'if' expression", body);
    }
    enter();
    try {
      Expr orelse = expression();
      return end(new IfExp(test, body, orelse, sl, sc));
    } finally {
      depth--;
    }
  }

  // lambdef: 'lambda' [lambda_params] ':' expression
  private Expr lambdef() {
    int ln = tline[p];
    int cl = tcol[p];
    p++;
    enter();
    try {
      Arguments args = parameters(COLON, false, tline[p], tcol[p]);
      expect(COLON, "expected ':'");
      Expr body = expression();
      return end(new Lambda(args, body, ln, cl));
    } finally {
      depth--;
    }
  }

  // yield_expr: 'yield' 'from' expression | 'yield' [star_expressions]
  private Expr yieldExpr() {
    int ln = tline[p];
    int cl = tcol[p];
    expect(YIELD);
    if (accept(FROM)) {
      return end(new YieldFrom(expression(), ln, cl));
    }
    if (startsExpression(t()) || at(STAR)) {
      return end(new Yield(starExpressions(), ln, cl));
    }
    return end(new Yield(null, ln, cl));
  }

  /*
   * disjunction: conjunction ('or' conjunction)+ | conjunction
   * conjunction: inversion ('and' inversion)+ | inversion
   * (both levels in one method, to keep the Java stack shallow per nesting level)
   */
  private Expr disjunction() {
    int sl = tline[p];
    int sc = tcol[p];
    List<Expr> ors = null;
    while (true) {
      int al = tline[p];
      int ac = tcol[p];
      Expr x = inversion();
      if (at(AND)) {
        List<Expr> ands = new ArrayList<>();
        ands.add(x);
        while (accept(AND)) {
          ands.add(inversion());
          checkChain(ands.size());
        }
        x = end(new BoolOp(BoolOpKind.AND, ands, al, ac));
      }
      if (ors == null) {
        if (!at(OR)) {
          return x;
        }
        ors = new ArrayList<>();
      }
      ors.add(x);
      checkChain(ors.size());
      if (!accept(OR)) {
        return end(new BoolOp(BoolOpKind.OR, ors, sl, sc));
      }
    }
  }

  /*
   * inversion: 'not' inversion | comparison   (iterative over the 'not's)
   * comparison: bitwise_or compare_op_bitwise_or_pair+ | bitwise_or
   */
  private Expr inversion() {
    int start = p;
    while (at(NOT)) {
      p++;
    }
    int end = p;
    checkChain(end - start);
    int sl = tline[p];
    int sc = tcol[p];
    Expr e = bitwiseOr();
    CmpOpKind op = compareOp();
    if (op != null) {
      List<CmpOpKind> ops = new ArrayList<>();
      List<Expr> comparators = new ArrayList<>();
      while (op != null) {
        ops.add(op);
        comparators.add(bitwiseOr());
        checkChain(ops.size());
        op = compareOp();
      }
      e = end(new Compare(e, ops, comparators, sl, sc));
    }
    for (int i = end - 1; i >= start; i--) {
      e = end(new UnaryOp(UnaryOpKind.NOT, e, tline[i], tcol[i]));
    }
    return e;
  }

  // compare_op: '==' | '!=' | '<=' | '<' | '>=' | '>' | 'not' 'in' | 'in' | 'is' 'not' | 'is'
  private CmpOpKind compareOp() {
    CmpOpKind op;
    switch (t()) {
      case EQEQUAL -> op = CmpOpKind.EQ;
      case NOTEQUAL -> op = CmpOpKind.NOT_EQ;
      case LESS -> op = CmpOpKind.LT;
      case LESSEQUAL -> op = CmpOpKind.LT_E;
      case GREATER -> op = CmpOpKind.GT;
      case GREATEREQUAL -> op = CmpOpKind.GT_E;
      case IN -> op = CmpOpKind.IN;
      case NOT -> {
        if (peek(1) != IN) {
          return null;
        }
        p += 2;
        return CmpOpKind.NOT_IN;
      }
      case IS -> {
        if (peek(1) == NOT) {
          p += 2;
          return CmpOpKind.IS_NOT;
        }
        op = CmpOpKind.IS;
      }
      default -> {
        return null;
      }
    }
    p++;
    return op;
  }

  // bitwise_or: bitwise_or '|' bitwise_xor | bitwise_xor
  private Expr bitwiseOr() {
    return binary(1);
  }

  /*
   * Precedence climbing over the binary operator levels of the grammar, loosest first:
   * bitwise_or '|' (1), bitwise_xor '^' (2), bitwise_and '&' (3), shift_expr '<<' '>>' (4),
   * sum '+' '-' (5), term '*' '/' '//' '%' '@' (6); all left-associative; operands are factors.
   */
  private Expr binary(int minPrec) {
    int sl = tline[p];
    int sc = tcol[p];
    Expr left = factor();
    int chain = 0;
    while (true) {
      int prec = precedence(t());
      if (prec < minPrec) {
        return left;
      }
      BinOpKind op = binOp(t());
      p++;
      Expr right = prec == 6 ? factor() : binary(prec + 1);
      left = end(new BinOp(left, op, right, sl, sc));
      checkChain(++chain);
    }
  }

  private static int precedence(TokenType k) {
    return switch (k) {
      case VBAR -> 1;
      case CIRCUMFLEX -> 2;
      case AMPER -> 3;
      case LEFTSHIFT, RIGHTSHIFT -> 4;
      case PLUS, MINUS -> 5;
      case STAR, SLASH, DOUBLESLASH, PERCENT, AT -> 6;
      default -> 0;
    };
  }

  private static BinOpKind binOp(TokenType k) {
    return switch (k) {
      case VBAR -> BinOpKind.BITOR;
      case CIRCUMFLEX -> BinOpKind.BITXOR;
      case AMPER -> BinOpKind.BITAND;
      case LEFTSHIFT -> BinOpKind.LSHIFT;
      case RIGHTSHIFT -> BinOpKind.RSHIFT;
      case PLUS -> BinOpKind.ADD;
      case MINUS -> BinOpKind.SUB;
      case STAR -> BinOpKind.MULT;
      case SLASH -> BinOpKind.DIV;
      case DOUBLESLASH -> BinOpKind.FLOORDIV;
      case PERCENT -> BinOpKind.MOD;
      case AT -> BinOpKind.MATMULT;
      default -> throw new IllegalStateException(k.name());
    };
  }

  /*
   * factor: '+' factor | '-' factor | '~' factor | power     (iterative over the prefix operators)
   * power: await_primary '**' factor | await_primary
   * await_primary: AWAIT primary | primary
   */
  private Expr factor() {
    int start = p;
    while (at(PLUS) || at(MINUS) || at(TILDE)) {
      p++;
    }
    int end = p;
    checkChain(end - start);
    int sl = tline[p];
    int sc = tcol[p];
    Expr e;
    if (at(AWAIT)) {
      p++;
      e = end(new Await(primary(), sl, sc));
    } else {
      e = primary();
    }
    if (at(DOUBLESTAR)) {
      p++;
      enter();
      try {
        e = end(new BinOp(e, BinOpKind.POW, factor(), sl, sc));
      } finally {
        depth--;
      }
    }
    for (int i = end - 1; i >= start; i--) {
      UnaryOpKind op = type[i] == PLUS ? UnaryOpKind.UADD : type[i] == MINUS ? UnaryOpKind.USUB : UnaryOpKind.INVERT;
      e = end(new UnaryOp(op, e, tline[i], tcol[i]));
    }
    return e;
  }

  // primary: primary '.' NAME | primary genexp | primary '(' [arguments] ')' | primary '[' slices ']' | atom
  private Expr primary() {
    int sl = tline[p];
    int sc = tcol[p];
    Expr e = atom();
    int chain = 0;
    while (true) {
      switch (t()) {
        case DOT -> {
          p++;
          e = end(new Attribute(e, name(), Ctx.LOAD, sl, sc));
        }
        case LPAR -> {
          p++;
          enter();
          try {
            List<Expr> args = new ArrayList<>();
            List<Keyword> keywords = new ArrayList<>();
            Node last = callArguments(args, keywords, true);
            expectCloser(RPAR, last);
            e = end(new Call(e, args, keywords, sl, sc));
          } finally {
            depth--;
          }
        }
        case LSQB -> {
          p++;
          enter();
          try {
            Expr s = slices();
            expectCloser(RSQB, s);
            e = end(new Subscript(e, s, Ctx.LOAD, sl, sc));
          } finally {
            depth--;
          }
        }
        default -> {
          return e;
        }
      }
      checkChain(++chain);
    }
  }

  /** Expects a closing bracket; if an expression follows instead, CPython suggests a missing comma. */
  private void expectCloser(TokenType closer, Node last) {
    if (accept(closer)) {
      return;
    }
    if (last != null && startsExpression(t()) && type[p - 1] != COMMA) {
      throw errRange("invalid syntax. Perhaps you forgot a comma?", last, lookaheadExpression());
    }
    throw unexpected();
  }

  /*
   * arguments: args [','] &')'
   * args: ','.(starred_expression | (assignment_expression | expression !':=') !'=')+ [',' kwargs] | kwargs
   * kwargs: ','.kwarg_or_starred+ ',' ','.kwarg_or_double_starred+ | ...
   * Returns the last argument parsed (for error messages), or null.
   */
  private Node callArguments(List<Expr> args, List<Keyword> keywords, boolean allowGenexp) {
    int lparTok = p - 1;
    boolean seenKw = false;
    boolean seenDoubleStar = false;
    Node last = null;
    while (!at(RPAR)) {
      int ln = tline[p];
      int cl = tcol[p];
      if (at(STAR)) {
        int st = p;
        p++;
        Expr v = expression();
        if (at(FOR)) {
          throw errTok("iterable unpacking cannot be used in comprehension", st);
        }
        if (seenDoubleStar) {
          throw errTok("iterable argument unpacking follows keyword argument unpacking", st);
        }
        args.add(end(new Starred(v, Ctx.LOAD, ln, cl)));
        last = v;
      } else if (at(DOUBLESTAR)) {
        p++;
        Expr v = expression();
        keywords.add(end(new Keyword(null, v, ln, cl)));
        seenDoubleStar = true;
        last = v;
      } else if (at(NAME) && peek(1) == EQUAL) {
        for (Keyword k : keywords) {
          if (value[p].equals(k.arg())) {
            throw errTok("keyword argument repeated: " + k.arg(), p);
          }
        }
        String nm = name();
        p++;
        Expr v = expression();
        keywords.add(end(new Keyword(nm, v, ln, cl)));
        seenKw = true;
        last = v;
      } else {
        Expr e = namedExpression();
        if (at(FOR) || (at(ASYNC) && peek(1) == FOR)) {
          int forTok = p;
          List<Comprehension> gens = forIfClauses();
          if (!allowGenexp) {
            throw errTok("invalid syntax", forTok);
          }
          if (!args.isEmpty() || !keywords.isEmpty() || !at(RPAR)) {
            throw errAt("Generator expression must be parenthesized", e);
          }
          args.add(end(new GeneratorExp(e, gens, tline[lparTok], tcol[lparTok])));
          return e;
        }
        if (at(EQUAL)) {
          if (e instanceof Constant c && (c.value() == null || c.value() instanceof Boolean)) {
            throw errAt("cannot assign to " + exprName(e), e);
          }
          throw errAt("expression cannot contain assignment, perhaps you meant \"==\"?", e);
        }
        if (seenDoubleStar) {
          throw errTok("positional argument follows keyword argument unpacking", p);
        }
        if (seenKw) {
          throw errTok("positional argument follows keyword argument", p);
        }
        args.add(e);
        last = e;
      }
      if (!accept(COMMA)) {
        break;
      }
      last = null;
    }
    return last;
  }

  // slices: slice !',' | ','.(slice | starred_expression)+ [',']
  private Expr slices() {
    int sl = tline[p];
    int sc = tcol[p];
    Expr first = slice();
    if (!at(COMMA)) {
      return first instanceof Starred ? end(new TupleExpr(List.of(first), Ctx.LOAD, sl, sc)) : first;
    }
    List<Expr> elts = new ArrayList<>();
    elts.add(first);
    while (accept(COMMA)) {
      if (at(RSQB)) {
        break;
      }
      elts.add(slice());
    }
    return end(new TupleExpr(elts, Ctx.LOAD, sl, sc));
  }

  // slice: [expression] ':' [expression] [':' [expression]] | named_expression
  private Expr slice() {
    if (at(STAR)) {
      return starNamedExpression();
    }
    int ln = tline[p];
    int cl = tcol[p];
    Expr lower = null;
    if (!at(COLON)) {
      lower = namedExpression();
      if (!at(COLON)) {
        return lower;
      }
    }
    p++;
    Expr upper = at(COLON) || at(COMMA) || at(RSQB) ? null : expression();
    Expr step = null;
    if (accept(COLON)) {
      step = at(COMMA) || at(RSQB) ? null : expression();
    }
    return end(new Slice(lower, upper, step, ln, cl));
  }

  /*
   * atom: NAME | 'True' | 'False' | 'None' | strings | NUMBER | (tuple | group | genexp)
   *   | (list | listcomp) | (dict | set | dictcomp | setcomp) | '...'
   */
  private Expr atom() {
    meter.tick();
    int ln = tline[p];
    int cl = tcol[p];
    switch (t()) {
      case NAME -> {
        return end(new Name((String) value[p++], Ctx.LOAD, ln, cl));
      }
      case NUMBER -> {
        return end(new Constant(value[p++], ln, cl));
      }
      case STRING, FSTRING_START -> {
        return strings();
      }
      case NONE -> {
        p++;
        return end(new Constant(null, ln, cl));
      }
      case TRUE, FALSE -> {
        Boolean b = t() == TRUE;
        p++;
        return end(new Constant(b, ln, cl));
      }
      case ELLIPSIS -> {
        p++;
        return end(new Constant(EllipsisLiteral.INSTANCE, ln, cl));
      }
      case LPAR -> {
        return parenAtom(ln, cl);
      }
      case LSQB -> {
        return listAtom(ln, cl);
      }
      case LBRACE -> {
        return braceAtom(ln, cl);
      }
      default -> throw unexpected();
    }
  }

  // tuple: '(' [star_named_expression ',' [star_named_expressions]] ')' | group: '(' (yield_expr | named_expression) ')'
  // genexp: '(' (assignment_expression | expression !':=') for_if_clauses ')'
  private Expr parenAtom(int ln, int cl) {
    p++;
    if (accept(RPAR)) {
      return end(new TupleExpr(List.of(), Ctx.LOAD, ln, cl));
    }
    enter();
    try {
      if (at(YIELD)) {
        Expr y = yieldExpr();
        expectCloser(RPAR, y);
        return y;
      }
      Expr first = starNamedExpression();
      if (at(FOR) || (at(ASYNC) && peek(1) == FOR)) {
        if (first instanceof Starred) {
          throw errAt("iterable unpacking cannot be used in comprehension", first);
        }
        List<Comprehension> gens = forIfClauses();
        expect(RPAR);
        return end(new GeneratorExp(first, gens, ln, cl));
      }
      if (accept(RPAR)) {
        if (first instanceof Starred) {
          throw errAt("cannot use starred expression here", first);
        }
        return first;
      }
      List<Expr> elts = new ArrayList<>();
      elts.add(first);
      Expr last = first;
      while (accept(COMMA)) {
        last = null;
        if (at(RPAR)) {
          break;
        }
        last = starNamedExpression();
        elts.add(last);
      }
      expectCloser(RPAR, last);
      return end(new TupleExpr(elts, Ctx.LOAD, ln, cl));
    } finally {
      depth--;
    }
  }

  // list: '[' [star_named_expressions] ']' | listcomp: '[' named_expression for_if_clauses ']'
  private Expr listAtom(int ln, int cl) {
    p++;
    if (accept(RSQB)) {
      return end(new ListExpr(List.of(), Ctx.LOAD, ln, cl));
    }
    enter();
    try {
      Expr first = starNamedExpression();
      if (at(FOR) || (at(ASYNC) && peek(1) == FOR)) {
        if (first instanceof Starred) {
          throw errAt("iterable unpacking cannot be used in comprehension", first);
        }
        List<Comprehension> gens = forIfClauses();
        expect(RSQB);
        return end(new ListComp(first, gens, ln, cl));
      }
      List<Expr> elts = new ArrayList<>();
      elts.add(first);
      Expr last = first;
      while (accept(COMMA)) {
        last = null;
        if (at(RSQB)) {
          break;
        }
        last = starNamedExpression();
        elts.add(last);
      }
      expectCloser(RSQB, last);
      return end(new ListExpr(elts, Ctx.LOAD, ln, cl));
    } finally {
      depth--;
    }
  }

  // dict: '{' [double_starred_kvpairs] '}' | set: '{' star_named_expressions '}' | dictcomp | setcomp
  private Expr braceAtom(int ln, int cl) {
    p++;
    if (accept(RBRACE)) {
      return end(new DictExpr(List.of(), List.of(), ln, cl));
    }
    enter();
    try {
      List<Expr> keys = new ArrayList<>();
      List<Expr> values = new ArrayList<>();
      Expr last;
      if (at(DOUBLESTAR)) {
        int st = p++;
        keys.add(null);
        values.add(last = bitwiseOr());
        if (at(FOR)) {
          throw errTok("dict unpacking cannot be used in dict comprehension", st);
        }
      } else {
        boolean parenthesized = at(LPAR);
        Expr first = starNamedExpression();
        if (!accept(COLON)) {
          // a set
          if (at(FOR) || (at(ASYNC) && peek(1) == FOR)) {
            if (first instanceof Starred) {
              throw errAt("iterable unpacking cannot be used in comprehension", first);
            }
            List<Comprehension> gens = forIfClauses();
            expect(RBRACE);
            return end(new SetComp(first, gens, ln, cl));
          }
          List<Expr> elts = new ArrayList<>();
          elts.add(first);
          last = first;
          while (accept(COMMA)) {
            last = null;
            if (at(RBRACE)) {
              break;
            }
            last = starNamedExpression();
            elts.add(last);
          }
          expectCloser(RBRACE, last);
          return end(new SetExpr(elts, ln, cl));
        }
        if (first instanceof Starred || (first instanceof NamedExpr && !parenthesized)) {
          throw errAt("invalid syntax", first);
        }
        if (at(RBRACE) || at(COMMA)) {
          throw errTok("expression expected after dictionary key and ':'", p - 1);
        }
        Expr v = expression();
        if (at(FOR) || (at(ASYNC) && peek(1) == FOR)) {
          List<Comprehension> gens = forIfClauses();
          expect(RBRACE);
          return end(new DictComp(first, v, gens, ln, cl));
        }
        keys.add(first);
        values.add(v);
        last = v;
      }
      while (accept(COMMA)) {
        last = null;
        if (at(RBRACE)) {
          break;
        }
        if (accept(DOUBLESTAR)) {
          keys.add(null);
          values.add(last = bitwiseOr());
        } else {
          Expr key = expression();
          if (!at(COLON) && type[p] != ERRORTOKEN) {
            throw errAt("':' expected after dictionary key", key);
          }
          p++;
          keys.add(key);
          if (at(RBRACE) || at(COMMA)) {
            throw errTok("expression expected after dictionary key and ':'", p - 1);
          }
          values.add(last = expression());
        }
      }
      expectCloser(RBRACE, last);
      return end(new DictExpr(keys, values, ln, cl));
    } finally {
      depth--;
    }
  }

  // for_if_clauses: (['async'] 'for' star_targets 'in' ~ disjunction ('if' disjunction)*)+
  private List<Comprehension> forIfClauses() {
    List<Comprehension> gens = new ArrayList<>(1);
    while (at(FOR) || (at(ASYNC) && peek(1) == FOR)) {
      int ln = tline[p];
      int cl = tcol[p];
      boolean isAsync = accept(ASYNC);
      expect(FOR);
      Expr target = starTargets();
      expect(IN);
      Expr iter = disjunction();
      List<Expr> ifs = new ArrayList<>(0);
      while (accept(IF)) {
        ifs.add(disjunction());
      }
      gens.add(end(new Comprehension(target, iter, ifs, isAsync, ln, cl)));
    }
    return gens;
  }

  // ---------------------------------------------------------------- strings

  /** An f-string error, positioned (as CPython 3.11 does) just after the enclosing f-string. */
  private SyntaxErrorException fstringError(String msg) {
    int nest = 0;
    for (int i = p; i < tk.count; i++) {
      if (type[i] == FSTRING_START) {
        nest++;
      } else if (type[i] == FSTRING_END && nest-- == 0) {
        return SyntaxErrorException.syntax(msg, tline[i], tcol[i] + (tk.end[i] - tk.start[i]) + 1,
            tk.lineText(tline[i]));
      }
    }
    return errTok(msg, p);
  }

  // strings: (STRING | fstring)+   (adjacent literals concatenate; bytes and str may not mix)
  private Expr strings() {
    int ln = tline[p];
    int cl = tcol[p];
    if (at(STRING) && peek(1) != STRING && peek(1) != FSTRING_START) {
      return end(new Constant(value[p++], ln, cl));
    }
    boolean anyBytes = false;
    boolean anyStr = false;
    boolean anyF = false;
    StringBuilder sb = new StringBuilder();
    ByteArrayOutputStream bytes = null;
    List<Expr> parts = null;
    while (at(STRING) || at(FSTRING_START)) {
      int tokStart = p;
      if (at(STRING)) {
        Object v = value[p++];
        if (v instanceof byte[] b) {
          anyBytes = true;
          if (bytes == null) {
            bytes = new ByteArrayOutputStream();
          }
          bytes.write(b, 0, b.length);
        } else {
          anyStr = true;
          sb.append((String) v);
        }
      } else {
        anyF = true;
        if (parts == null) {
          parts = new ArrayList<>();
        }
        fstring(parts, sb, ln, cl);
      }
      if (anyBytes && (anyStr || anyF)) {
        int endCol = tline[p - 1] == tline[tokStart] ? tcol[p - 1] + (tk.end[p - 1] - tk.start[p - 1]) : tcol[p - 1];
        throw SyntaxErrorException.syntax("cannot mix bytes and nonbytes literals", tline[p - 1], endCol + 1,
            tk.lineText(tline[p - 1]));
      }
    }
    if (anyBytes) {
      return end(new Constant(bytes.toByteArray(), ln, cl));
    }
    if (!anyF) {
      return end(new Constant(sb.toString(), ln, cl));
    }
    flush(parts, sb, ln, cl);
    return end(new JoinedStr(parts, ln, cl));
  }

  private static void flush(List<Expr> parts, StringBuilder sb, int ln, int cl) {
    if (sb.length() > 0) {
      parts.add(new Constant(sb.toString(), ln, cl));
      sb.setLength(0);
    }
  }

  // fstring: FSTRING_START (FSTRING_MIDDLE | fstring_replacement_field)* FSTRING_END
  private void fstring(List<Expr> parts, StringBuilder sb, int ln, int cl) {
    expect(FSTRING_START);
    while (!accept(FSTRING_END)) {
      if (at(FSTRING_MIDDLE)) {
        sb.append((String) value[p++]);
      } else if (at(LBRACE)) {
        replacementField(parts, sb, ln, cl);
      } else {
        throw unexpected();
      }
    }
  }

  /*
   * fstring_replacement_field: '{' (yield_expr | star_expressions) '='? ['!' NAME] [':' fstring_format_spec*] '}'
   * fstring_format_spec: FSTRING_MIDDLE | fstring_replacement_field
   * Parts take the position of the whole string, as in CPython 3.11's ast.
   */
  private void replacementField(List<Expr> parts, StringBuilder sb, int ln, int cl) {
    int lb = p;
    expect(LBRACE);
    enter();
    try {
      TokenType k = t();
      if (k == RBRACE || k == EXCLAMATION || k == COLON || k == EQUAL) {
        throw fstringError("f-string: empty expression not allowed");
      }
      Expr e = at(YIELD) ? yieldExpr() : starExpressions();
      int conversion = -1;
      if (at(EQUAL)) {
        p++;
        sb.append(tk.text(tk.end[lb], tk.start[p]));
        if (!at(EXCLAMATION) && !at(COLON)) {
          conversion = 'r';
        }
      }
      if (accept(EXCLAMATION)) {
        String c = at(NAME) ? (String) value[p] : "";
        if (!(c.equals("s") || c.equals("r") || c.equals("a"))) {
          throw fstringError("f-string: invalid conversion character: expected 's', 'r', or 'a'");
        }
        p++;
        conversion = c.charAt(0);
      }
      JoinedStr spec = null;
      if (accept(COLON)) {
        List<Expr> specParts = new ArrayList<>();
        StringBuilder ssb = new StringBuilder();
        while (!at(RBRACE)) {
          if (at(FSTRING_MIDDLE)) {
            ssb.append((String) value[p++]);
          } else if (at(LBRACE)) {
            replacementField(specParts, ssb, ln, cl);
          } else {
            throw fstringError("f-string: expecting '}'");
          }
        }
        flush(specParts, ssb, ln, cl);
        spec = end(new JoinedStr(specParts, ln, cl));
      }
      if (!accept(RBRACE)) {
        if (startsExpression(t())) {
          throw errAt("f-string: invalid syntax. Perhaps you forgot a comma?", e);
        }
        throw fstringError("f-string: expecting '}'");
      }
      flush(parts, sb, ln, cl);
      parts.add(end(new FormattedValue(e, conversion, spec, ln, cl)));
    } finally {
      depth--;
    }
  }
}
