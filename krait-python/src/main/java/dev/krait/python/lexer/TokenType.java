/*
 * The kinds of token the lexer produces: Python's token module, plus one kind per hard keyword
 * so that the parser can switch on them. Soft keywords (match, case, _) stay NAME.
 */
package dev.krait.python.lexer;

/** Token kinds. {@link #text} is the source spelling for operators and keywords (null otherwise). */
public enum TokenType {
  ENDMARKER(null), ERRORTOKEN(null), NAME(null), NUMBER(null), STRING(null), NEWLINE(null), INDENT(null), DEDENT(null),
  FSTRING_START(null), FSTRING_MIDDLE(null), FSTRING_END(null),
  LPAR("("), RPAR(")"), LSQB("["), RSQB("]"), LBRACE("{"), RBRACE("}"),
  COLON(":"), COMMA(","), SEMI(";"), PLUS("+"), MINUS("-"), STAR("*"), SLASH("/"), VBAR("|"), AMPER("&"),
  LESS("<"), GREATER(">"), EQUAL("="), DOT("."), PERCENT("%"), EQEQUAL("=="), NOTEQUAL("!="), LESSEQUAL("<="),
  GREATEREQUAL(">="), TILDE("~"), CIRCUMFLEX("^"), LEFTSHIFT("<<"), RIGHTSHIFT(">>"), DOUBLESTAR("**"),
  PLUSEQUAL("+="), MINEQUAL("-="), STAREQUAL("*="), SLASHEQUAL("/="), PERCENTEQUAL("%="), AMPEREQUAL("&="),
  VBAREQUAL("|="), CIRCUMFLEXEQUAL("^="), LEFTSHIFTEQUAL("<<="), RIGHTSHIFTEQUAL(">>="), DOUBLESTAREQUAL("**="),
  DOUBLESLASH("//"), DOUBLESLASHEQUAL("//="), AT("@"), ATEQUAL("@="), RARROW("->"), ELLIPSIS("..."),
  COLONEQUAL(":="), EXCLAMATION("!"),
  // hard keywords
  FALSE("False"), NONE("None"), TRUE("True"), AND("and"), AS("as"), ASSERT("assert"), ASYNC("async"),
  AWAIT("await"), BREAK("break"), CLASS("class"), CONTINUE("continue"), DEF("def"), DEL("del"), ELIF("elif"),
  ELSE("else"), EXCEPT("except"), FINALLY("finally"), FOR("for"), FROM("from"), GLOBAL("global"), IF("if"),
  IMPORT("import"), IN("in"), IS("is"), LAMBDA("lambda"), NONLOCAL("nonlocal"), NOT("not"), OR("or"),
  PASS("pass"), RAISE("raise"), RETURN("return"), TRY("try"), WHILE("while"), WITH("with"), YIELD("yield");

  public final String text;

  TokenType(String text) {
    this.text = text;
  }

  public boolean isKeyword() {
    return ordinal() >= FALSE.ordinal();
  }
}
