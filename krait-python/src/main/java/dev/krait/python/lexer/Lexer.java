/*
 * The tokenizer: source text to Tokens, in one pass over an int[] of code points, with
 * INDENT/DEDENT, implicit line joining inside brackets, and PEP 701 f-strings (a mode stack of
 * brackets, f-strings and replacement fields). Errors are SyntaxErrorExceptions worded as CPython's.
 */
package dev.krait.python.lexer;

import dev.krait.python.parser.Node;
import dev.krait.python.parser.SyntaxErrorException;
import dev.krait.python.vm.ResourceMeter;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;

/** Turns Python source into {@link Tokens}. Use {@link #tokenize(String)}. */
public final class Lexer {
  /** CPython's MAXLEVEL: brackets (and f-string fields) nested deeper than this are an error. */
  public static final int MAX_NESTING = 200;
  /** CPython's MAXINDENT. */
  public static final int MAX_INDENT = 100;

  private static final Map<String, TokenType> KEYWORDS = new HashMap<>();

  static {
    for (TokenType t : TokenType.values()) {
      if (t.isKeyword()) {
        KEYWORDS.put(t.text, t);
      }
    }
  }

  // stack frame kinds besides the bracket characters '(' '[' '{'
  private static final int F_STRING = 1; // inside an f-string's literal text
  private static final int F_FIELD = 2; // inside a replacement field's expression
  private static final int F_SPEC = 3; // inside a replacement field's format spec

  private final int[] cp;
  private final int n;
  private int pos;
  private int line = 1;
  private int lineStart;
  private int[] lineStarts = new int[16];
  private int lineCount = 1;

  private int count;
  private TokenType[] type;
  private int[] tLine;
  private int[] tCol;
  private int[] tStart;
  private int[] tEnd;
  private Object[] tValue;

  private int[] indents = new int[16];
  private int[] altIndents = new int[16];
  private int indentTop; // indents[0] == 0

  private int sp; // mode stack
  private int[] stKind = new int[16];
  private int[] stLine = new int[16];
  private int[] stCol = new int[16];
  private int[] stQuote = new int[16]; // f-strings: quote char, +0x10000 if triple, +0x20000 if raw

  /** The running execution's meter when source is compiled inside a cell (exec, eval). */
  private final ResourceMeter meter = ResourceMeter.current();

  /** Tokens allocated up front at most; a larger source grows its arrays, checked by the meter. */
  private static final int MAX_INITIAL_TOKENS = 4096;

  private Lexer(int[] cp) {
    this.cp = cp;
    this.n = cp.length;
    // Code has about one token per 2-3 characters: sized from the source, a cell's arrays are
    // allocated once (a fixed 64 was 5x too many for `1 + 1` and grew twice for a 3-line cell).
    int cap = Math.min(n / 2 + 8, MAX_INITIAL_TOKENS);
    type = new TokenType[cap];
    tLine = new int[cap];
    tCol = new int[cap];
    tStart = new int[cap];
    tEnd = new int[cap];
    tValue = new Object[cap];
  }

  /** Tokenises a whole source (newlines \r\n and \r are normalised to \n). */
  public static Tokens tokenize(String source) {
    ResourceMeter.current().requireFitsCompiling(source.length(), 0);
    Lexer lx = new Lexer(codePoints(source));
    SyntaxErrorException error = null;
    try {
      lx.run();
    } catch (SyntaxErrorException e) {
      if (e.msg().equals("too many nested parentheses")) {
        throw e; // the parser would have to recurse that deep to reach it
      }
      error = e;
      lx.emit(TokenType.ERRORTOKEN, Math.min(lx.pos, lx.n), Math.min(lx.pos, lx.n), null);
    }
    return new Tokens(lx.cp, lx.count, lx.type, lx.tLine, lx.tCol, lx.tStart, lx.tEnd, lx.tValue, lx.lineStarts,
        lx.lineCount, error);
  }

  private static int[] codePoints(String s) {
    int len = s.length();
    int[] out = new int[len];
    int k = 0;
    ResourceMeter meter = ResourceMeter.current();
    for (int i = 0; i < len; ) {
      meter.tickEvery(k, 0x1000);
      char c = s.charAt(i);
      if (c == '\r') {
        out[k++] = '\n';
        i += (i + 1 < len && s.charAt(i + 1) == '\n') ? 2 : 1;
      } else if (Character.isHighSurrogate(c) && i + 1 < len && Character.isLowSurrogate(s.charAt(i + 1))) {
        out[k++] = Character.toCodePoint(c, s.charAt(i + 1));
        i += 2;
      } else {
        out[k++] = c;
        i++;
      }
    }
    return k == len ? out : java.util.Arrays.copyOf(out, k);
  }

  // ---------------------------------------------------------------- driver

  private void run() {
    boolean atLineStart = true;
    while (true) {
      if (sp > 0 && (stKind[sp - 1] == F_STRING || stKind[sp - 1] == F_SPEC)) {
        fstringLiteral();
        continue;
      }
      if (atLineStart) {
        atLineStart = false;
        if (sp == 0 && !indentation()) {
          atLineStart = true;
          continue;
        }
      }
      // skip whitespace
      while (pos < n) {
        scanTick();
        int c = cp[pos];
        if (c == ' ' || c == '\t' || c == '\f') {
          pos++;
        } else if (c == '\\' && pos + 1 < n && cp[pos + 1] == '\n') {
          if (pos + 2 >= n) {
            throw error("unexpected EOF while parsing", line, pos - lineStart + 2);
          }
          pos += 2;
          newLine();
        } else {
          break;
        }
      }
      if (pos >= n) {
        finish();
        return;
      }
      int c = cp[pos];
      if (c == '#') {
        while (pos < n && cp[pos] != '\n') {
          scanTick();
          pos++;
        }
        continue;
      }
      if (c == '\n') {
        if (sp > 0) {
          checkNewlineInFString();
          pos++;
          newLine();
          continue;
        }
        emit(TokenType.NEWLINE, pos, pos + 1, null);
        pos++;
        newLine();
        atLineStart = true;
        continue;
      }
      if (c == '\\') {
        if (pos + 1 >= n) {
          throw error("unexpected EOF while parsing", line, pos - lineStart + 1);
        }
        throw error("unexpected character after line continuation character", line, pos - lineStart + 2);
      }
      if (c < 128 ? (isAsciiLetter(c) || c == '_') : Character.isUnicodeIdentifierStart(c)) {
        name();
      } else if ((c >= '0' && c <= '9') || (c == '.' && pos + 1 < n && isDigit(cp[pos + 1]))) {
        number();
      } else if (c == '"' || c == '\'') {
        string(pos, false, false, false);
      } else {
        operator(c);
      }
    }
  }

  private void newLine() {
    line++;
    lineStart = pos;
    if (lineCount == lineStarts.length) {
      lineStarts = java.util.Arrays.copyOf(lineStarts, lineCount * 2);
    }
    lineStarts[lineCount++] = pos;
  }

  /** At the start of a logical line: measure indentation, emit INDENT/DEDENT. False for a blank line. */
  private boolean indentation() {
    int col = 0;
    int alt = 0;
    while (pos < n) {
      scanTick();
      int c = cp[pos];
      if (c == ' ') {
        col++;
        alt++;
      } else if (c == '\t') {
        col = (col / 8 + 1) * 8;
        alt++;
      } else if (c == '\f') {
        col = 0;
        alt = 0;
      } else {
        break;
      }
      pos++;
    }
    if (pos >= n) {
      return true; // EOF: handled by finish()
    }
    int c = cp[pos];
    if (c == '#' || c == '\n' || (c == '\\' && pos + 1 < n && cp[pos + 1] == '\n')) {
      while (pos < n && cp[pos] != '\n') {
        scanTick();
        pos++;
      }
      if (pos < n) {
        pos++;
        newLine();
      }
      return false;
    }
    if (col == indents[indentTop]) {
      if (alt != altIndents[indentTop]) {
        throw tabError();
      }
    } else if (col > indents[indentTop]) {
      if (indentTop + 1 >= MAX_INDENT) {
        throw new SyntaxErrorException("IndentationError", "too many levels of indentation", line, 1, currentLine());
      }
      if (alt <= altIndents[indentTop]) {
        throw tabError();
      }
      if (indentTop + 1 == indents.length) {
        indents = java.util.Arrays.copyOf(indents, indents.length * 2);
        altIndents = java.util.Arrays.copyOf(altIndents, altIndents.length * 2);
      }
      indentTop++;
      indents[indentTop] = col;
      altIndents[indentTop] = alt;
      emit(TokenType.INDENT, pos, pos, null);
    } else {
      while (indentTop > 0 && col < indents[indentTop]) {
        indentTop--;
        emit(TokenType.DEDENT, pos, pos, null);
      }
      if (col != indents[indentTop]) {
        String text = currentLine();
        throw new SyntaxErrorException("IndentationError", "unindent does not match any outer indentation level",
            line, text.codePointCount(0, text.length()) + 1, text);
      }
      if (alt != altIndents[indentTop]) {
        throw tabError();
      }
    }
    return true;
  }

  private SyntaxErrorException tabError() {
    String text = currentLine();
    return new SyntaxErrorException("TabError", "inconsistent use of tabs and spaces in indentation", line, 1, text);
  }

  private void finish() {
    if (sp > 0) {
      for (int i = sp - 1; i >= 0; i--) {
        if (stKind[i] == F_STRING) {
          throw unterminatedFString(i);
        }
      }
      int i = sp - 1;
      throw error("'" + (char) stKind[i] + "' was never closed", stLine[i], stCol[i] + 1);
    }
    if (count > 0 && type[count - 1] != TokenType.NEWLINE && type[count - 1] != TokenType.DEDENT
        && type[count - 1] != TokenType.INDENT) {
      emit(TokenType.NEWLINE, pos, pos, null);
    }
    while (indentTop > 0) {
      indentTop--;
      emit(TokenType.DEDENT, pos, pos, null);
    }
    emit(TokenType.ENDMARKER, pos, pos, null);
  }

  private int detectedLine() {
    return (n > 0 && cp[n - 1] == '\n') ? line - 1 : line;
  }

  private SyntaxErrorException unterminatedFString(int frame) {
    for (int i = frame - 1; i >= 0; i--) {
      if (stKind[i] == F_STRING) {
        return error("f-string: expecting '}'", line, lineLength() + 1);
      }
    }
    boolean triple = (stQuote[frame] & 0x10000) != 0;
    return triple
        ? error("unterminated triple-quoted string literal (detected at line " + detectedLine() + ")", stLine[frame],
            stCol[frame] + 1)
        : error("unterminated string literal (detected at line " + line + ")", stLine[frame], stCol[frame] + 1);
  }

  /** A newline inside brackets is fine, unless the brackets are inside a single-quoted f-string. */
  private void checkNewlineInFString() {
    for (int i = sp - 1; i >= 0; i--) {
      if (stKind[i] == F_STRING) {
        if ((stQuote[i] & 0x10000) == 0) {
          throw unterminatedFString(i);
        }
        return;
      }
    }
  }

  // ---------------------------------------------------------------- tokens

  /**
   * Ticks once every 4096 chars of a scan inside one token or gap (a name, a comment, digits or
   * blanks of megabytes): the lexer otherwise ticks per token, and one token can be the whole source.
   */
  private void scanTick() {
    if ((pos & 0xfff) == 0) {
      meter.tick(0x1000);
    }
  }

  private void emit(TokenType t, int start, int end, Object value) {
    emitAt(t, line, start - lineStart, start, end, value);
  }

  private void emitAt(TokenType t, int ln, int col, int start, int end, Object value) {
    meter.tick();
    if (count == type.length) {
      int cap = count * 2;
      // the whole pipeline's footprint grows with the tokens: refuse it before it is built
      meter.requireFitsCompiling(n, cap);
      type = java.util.Arrays.copyOf(type, cap);
      tLine = java.util.Arrays.copyOf(tLine, cap);
      tCol = java.util.Arrays.copyOf(tCol, cap);
      tStart = java.util.Arrays.copyOf(tStart, cap);
      tEnd = java.util.Arrays.copyOf(tEnd, cap);
      tValue = java.util.Arrays.copyOf(tValue, cap);
    }
    type[count] = t;
    tLine[count] = ln;
    tCol[count] = col;
    tStart[count] = start;
    tEnd[count] = end;
    tValue[count] = value;
    count++;
  }

  private void push(int kind, int ln, int col, int quote) {
    if (sp >= MAX_NESTING) {
      throw error("too many nested parentheses", ln, col + 1);
    }
    if (sp == stKind.length) {
      int cap = sp * 2;
      stKind = java.util.Arrays.copyOf(stKind, cap);
      stLine = java.util.Arrays.copyOf(stLine, cap);
      stCol = java.util.Arrays.copyOf(stCol, cap);
      stQuote = java.util.Arrays.copyOf(stQuote, cap);
    }
    stKind[sp] = kind;
    stLine[sp] = ln;
    stCol[sp] = col;
    stQuote[sp] = quote;
    sp++;
  }

  private static boolean isAsciiLetter(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  private static boolean isDigit(int c) {
    return c >= '0' && c <= '9';
  }

  private static boolean isIdentPart(int c) {
    return c < 128 ? (isAsciiLetter(c) || isDigit(c) || c == '_') : Character.isUnicodeIdentifierPart(c);
  }

  private void name() {
    int start = pos;
    pos++;
    while (pos < n && isIdentPart(cp[pos])) {
      scanTick();
      pos++;
    }
    int len = pos - start;
    if (len <= 2 && pos < n && (cp[pos] == '"' || cp[pos] == '\'')) {
      boolean raw = false;
      boolean bytes = false;
      boolean f = false;
      boolean u = false;
      boolean ok = true;
      for (int i = start; i < pos; i++) {
        switch (cp[i]) {
          case 'r', 'R' -> ok &= !raw && (raw = true);
          case 'b', 'B' -> ok &= !bytes && (bytes = true);
          case 'f', 'F' -> ok &= !f && (f = true);
          case 'u', 'U' -> ok &= !u && (u = true);
          default -> ok = false;
        }
      }
      if (ok && !(bytes && f) && !(u && len > 1)) {
        string(start, raw, bytes, f);
        return;
      }
    }
    String s = new String(cp, start, len);
    TokenType kw = len <= 8 ? KEYWORDS.get(s) : null;
    emit(kw != null ? kw : TokenType.NAME, start, pos, s);
  }

  private void operator(int c) {
    int start = pos;
    int c1 = pos + 1 < n ? cp[pos + 1] : -1;
    int c2 = pos + 2 < n ? cp[pos + 2] : -1;
    TokenType t;
    int len = 1;
    boolean field = sp > 0 && stKind[sp - 1] == F_FIELD;
    switch (c) {
      case '(', '[', '{' -> {
        push(c, line, pos - lineStart, 0);
        t = c == '(' ? TokenType.LPAR : c == '[' ? TokenType.LSQB : TokenType.LBRACE;
      }
      case ')', ']', '}' -> {
        if (c == '}' && field) {
          sp--;
          emit(TokenType.RBRACE, pos, pos + 1, null);
          pos++;
          return;
        }
        closeBracket(c);
        t = c == ')' ? TokenType.RPAR : c == ']' ? TokenType.RSQB : TokenType.RBRACE;
      }
      case ':' -> {
        if (field) {
          stKind[sp - 1] = F_SPEC;
          t = TokenType.COLON;
        } else if (c1 == '=') {
          t = TokenType.COLONEQUAL;
          len = 2;
        } else {
          t = TokenType.COLON;
        }
      }
      case ',' -> t = TokenType.COMMA;
      case ';' -> t = TokenType.SEMI;
      case '~' -> t = TokenType.TILDE;
      case '.' -> {
        if (c1 == '.' && c2 == '.') {
          t = TokenType.ELLIPSIS;
          len = 3;
        } else {
          t = TokenType.DOT;
        }
      }
      case '+' -> {
        t = c1 == '=' ? TokenType.PLUSEQUAL : TokenType.PLUS;
        len = c1 == '=' ? 2 : 1;
      }
      case '-' -> {
        if (c1 == '=') {
          t = TokenType.MINEQUAL;
          len = 2;
        } else if (c1 == '>') {
          t = TokenType.RARROW;
          len = 2;
        } else {
          t = TokenType.MINUS;
        }
      }
      case '*' -> {
        if (c1 == '*') {
          t = c2 == '=' ? TokenType.DOUBLESTAREQUAL : TokenType.DOUBLESTAR;
          len = c2 == '=' ? 3 : 2;
        } else {
          t = c1 == '=' ? TokenType.STAREQUAL : TokenType.STAR;
          len = c1 == '=' ? 2 : 1;
        }
      }
      case '/' -> {
        if (c1 == '/') {
          t = c2 == '=' ? TokenType.DOUBLESLASHEQUAL : TokenType.DOUBLESLASH;
          len = c2 == '=' ? 3 : 2;
        } else {
          t = c1 == '=' ? TokenType.SLASHEQUAL : TokenType.SLASH;
          len = c1 == '=' ? 2 : 1;
        }
      }
      case '%' -> {
        t = c1 == '=' ? TokenType.PERCENTEQUAL : TokenType.PERCENT;
        len = c1 == '=' ? 2 : 1;
      }
      case '&' -> {
        t = c1 == '=' ? TokenType.AMPEREQUAL : TokenType.AMPER;
        len = c1 == '=' ? 2 : 1;
      }
      case '|' -> {
        t = c1 == '=' ? TokenType.VBAREQUAL : TokenType.VBAR;
        len = c1 == '=' ? 2 : 1;
      }
      case '^' -> {
        t = c1 == '=' ? TokenType.CIRCUMFLEXEQUAL : TokenType.CIRCUMFLEX;
        len = c1 == '=' ? 2 : 1;
      }
      case '@' -> {
        t = c1 == '=' ? TokenType.ATEQUAL : TokenType.AT;
        len = c1 == '=' ? 2 : 1;
      }
      case '=' -> {
        t = c1 == '=' ? TokenType.EQEQUAL : TokenType.EQUAL;
        len = c1 == '=' ? 2 : 1;
      }
      case '!' -> {
        if (c1 == '=') {
          t = TokenType.NOTEQUAL;
          len = 2;
        } else if (field) {
          t = TokenType.EXCLAMATION;
        } else {
          throw error("invalid syntax", line, pos - lineStart + 1);
        }
      }
      case '<' -> {
        if (c1 == '<') {
          t = c2 == '=' ? TokenType.LEFTSHIFTEQUAL : TokenType.LEFTSHIFT;
          len = c2 == '=' ? 3 : 2;
        } else if (c1 == '=') {
          t = TokenType.LESSEQUAL;
          len = 2;
        } else if (c1 == '>') {
          throw error("invalid syntax", line, pos - lineStart + 1);
        } else {
          t = TokenType.LESS;
        }
      }
      case '>' -> {
        if (c1 == '>') {
          t = c2 == '=' ? TokenType.RIGHTSHIFTEQUAL : TokenType.RIGHTSHIFT;
          len = c2 == '=' ? 3 : 2;
        } else if (c1 == '=') {
          t = TokenType.GREATEREQUAL;
          len = 2;
        } else {
          t = TokenType.GREATER;
        }
      }
      default -> {
        if (c < 128 && c > ' ' && c != 127) {
          throw error("invalid syntax", line, pos - lineStart + 1);
        }
        throw error("invalid character '" + new String(Character.toChars(c)) + "' (U+"
            + String.format("%04X", c) + ")", line, pos - lineStart + 1);
      }
    }
    pos += len;
    emit(t, start, pos, null);
  }

  private void closeBracket(int c) {
    int open = c == ')' ? '(' : c == ']' ? '[' : '{';
    if (sp == 0 || stKind[sp - 1] < '(') {
      boolean inField = sp > 0;
      throw error((inField ? "f-string: " : "") + "unmatched '" + (char) c + "'", line, pos - lineStart + 1);
    }
    int top = stKind[sp - 1];
    if (top != open) {
      String msg = "closing parenthesis '" + (char) c + "' does not match opening parenthesis '" + (char) top + "'";
      if (stLine[sp - 1] != line) {
        msg += " on line " + stLine[sp - 1];
      }
      throw error(msg, line, pos - lineStart + 1);
    }
    sp--;
  }

  // ---------------------------------------------------------------- numbers

  private void number() {
    int start = pos;
    int c = cp[pos];
    if (c == '0' && pos + 1 < n && "xXoObB".indexOf(cp[pos + 1]) >= 0) {
      int k = cp[pos + 1] | 0x20;
      int radix = k == 'x' ? 16 : k == 'o' ? 8 : 2;
      String kind = radix == 16 ? "hexadecimal" : radix == 8 ? "octal" : "binary";
      pos += 2;
      StringBuilder sb = new StringBuilder();
      while (true) {
        if (pos < n && cp[pos] == '_') {
          pos++;
        }
        if (pos < n && Character.digit(cp[pos], radix) >= 0 && cp[pos] < 128) {
          while (pos < n && cp[pos] < 128 && Character.digit(cp[pos], radix) >= 0) {
            scanTick();
            sb.append((char) cp[pos++]);
          }
        } else {
          if (pos < n && isDigit(cp[pos]) && radix < 10) {
            throw error("invalid digit '" + (char) cp[pos] + "' in " + kind + " literal", line, pos - lineStart + 1);
          }
          if (sb.length() == 0 || cp[pos - 1] == '_') {
            throw error("invalid " + kind + " literal", line, pos - lineStart);
          }
          break;
        }
      }
      checkNumberEnd(start, kind);
      emit(TokenType.NUMBER, start, pos, integer(sb.toString(), radix));
      return;
    }
    StringBuilder sb = new StringBuilder();
    boolean isFloat = false;
    if (c != '.') {
      digits(sb);
    }
    if (pos < n && cp[pos] == '.') {
      isFloat = true;
      sb.append('.');
      pos++;
      if (pos < n && isDigit(cp[pos])) {
        digits(sb);
      }
    }
    if (pos < n && (cp[pos] | 0x20) == 'e') {
      int save = pos;
      pos++;
      if (pos < n && (cp[pos] == '+' || cp[pos] == '-')) {
        pos++;
      }
      if (pos < n && isDigit(cp[pos])) {
        isFloat = true;
        sb.append('e').append(new String(cp, save + 1, pos - save - 1));
        digits(sb);
      } else {
        throw error("invalid decimal literal", line, save - lineStart);
      }
    }
    if (pos < n && (cp[pos] | 0x20) == 'j') {
      pos++;
      checkNumberEnd(start, "imaginary");
      emit(TokenType.NUMBER, start, pos, new Node.ImaginaryLiteral(Double.parseDouble(sb.toString())));
      return;
    }
    checkNumberEnd(start, "decimal");
    if (isFloat) {
      emit(TokenType.NUMBER, start, pos, Double.parseDouble(sb.toString()));
      return;
    }
    String s = sb.toString();
    if (s.length() > 1 && s.charAt(0) == '0') {
      for (int i = 0; i < s.length(); i++) {
        if (s.charAt(i) != '0') {
          throw error("leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal "
              + "integers", line, start - lineStart + 1);
        }
      }
    }
    emit(TokenType.NUMBER, start, pos, integer(s, 10));
  }

  private void digits(StringBuilder sb) {
    while (true) {
      while (pos < n && isDigit(cp[pos])) {
        scanTick();
        sb.append((char) cp[pos++]);
      }
      if (pos < n && cp[pos] == '_') {
        pos++;
        if (pos >= n || !isDigit(cp[pos])) {
          throw error("invalid decimal literal", line, pos - lineStart);
        }
      } else {
        return;
      }
    }
  }

  private static final String[] NUMBER_FOLLOWERS = {"and", "else", "for", "if", "in", "is", "not", "or"};

  /** CPython's verify_end_of_number: a number directly followed by a name is an error, except some keywords. */
  private void checkNumberEnd(int start, String kind) {
    if (pos < n && isIdentPart(cp[pos])) {
      for (String kw : NUMBER_FOLLOWERS) {
        if (startsWith(pos, kw) && (pos + kw.length() >= n || !isIdentPart(cp[pos + kw.length()]))) {
          return;
        }
      }
      throw error("invalid " + kind + " literal", line, start - lineStart + 1);
    }
  }

  private boolean startsWith(int at, String s) {
    if (at + s.length() > n) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      if (cp[at + i] != s.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  private Object integer(String digits, int radix) {
    if (digits.length() <= (radix == 10 ? 18 : radix == 16 ? 15 : radix == 8 ? 20 : 62)) {
      return Long.parseLong(digits, radix);
    }
    if (radix != 10) {
      // linear in the digits (BigInteger's own parser is quadratic), as CPython's is
      BigInteger b = dev.krait.python.vm.BigMath.parsePowerOfTwo(digits, radix);
      return b.bitLength() < 64 ? (Object) b.longValue() : b;
    }
    if (digits.length() > dev.krait.python.objects.PyInt.MAX_STR_DIGITS) {
      // CPython's compile-time refusal, reported at the literal's line without a column
      throw error("Exceeds the limit (" + dev.krait.python.objects.PyInt.MAX_STR_DIGITS + " digits) for integer "
          + "string conversion: value has " + digits.length() + " digits; use sys.set_int_max_str_digits() to "
          + "increase the limit - Consider hexadecimal for huge integer literals to avoid decimal conversion "
          + "limits.", line, 0);
    }
    BigInteger b = new BigInteger(digits, radix);
    return b.bitLength() < 64 ? (Object) b.longValue() : b;
  }

  // ---------------------------------------------------------------- strings

  /** A string literal starting at {@code start} (its prefix), with the quote at {@code pos}. */
  private void string(int start, boolean raw, boolean bytes, boolean f) {
    int sLine = line;
    int sCol = start - lineStart;
    int q = cp[pos];
    boolean triple = pos + 2 < n && cp[pos + 1] == q && cp[pos + 2] == q;
    pos += triple ? 3 : 1;
    if (f) {
      emit(TokenType.FSTRING_START, start, pos, raw);
      push(F_STRING, sLine, sCol, q | (triple ? 0x10000 : 0) | (raw ? 0x20000 : 0));
      return;
    }
    StringBuilder sb = new StringBuilder();
    int contentStart = pos;
    while (true) {
      meter.tick();
      if (pos >= n || (c0(pos) == '\n' && !triple)) {
        if (inFString()) {
          throw error("f-string: expecting '}'", line, lineLength() + 1);
        }
      }
      if (pos >= n) {
        throw triple
            ? error("unterminated triple-quoted string literal (detected at line " + detectedLine() + ")", sLine,
                sCol + 1)
            : error("unterminated string literal (detected at line " + line + ")", sLine, sCol + 1);
      }
      int c = cp[pos];
      if (c == q && (!triple || (pos + 2 < n && cp[pos + 1] == q && cp[pos + 2] == q))) {
        pos += triple ? 3 : 1;
        break;
      }
      if (c == '\n') {
        if (!triple) {
          throw error("unterminated string literal (detected at line " + line + ")", sLine, sCol + 1);
        }
        sb.append('\n');
        pos++;
        newLine();
        continue;
      }
      if (bytes && c >= 128) {
        throw error("bytes can only contain ASCII literal characters", sLine, sCol + 1);
      }
      if (c == '\\') {
        if (raw) {
          sb.append('\\');
          pos++;
          if (pos < n) {
            int d = cp[pos];
            if (d == '\n') {
              sb.append('\n');
              pos++;
              newLine();
            } else {
              if (bytes && d >= 128) {
                throw error("bytes can only contain ASCII literal characters", sLine, sCol + 1);
              }
              sb.appendCodePoint(d);
              pos++;
            }
          }
        } else {
          escape(sb, bytes, contentStart, sLine, sCol);
        }
        continue;
      }
      sb.appendCodePoint(c);
      pos++;
    }
    Object value;
    if (bytes) {
      byte[] b = new byte[sb.length()];
      for (int i = 0; i < b.length; i++) {
        b[i] = (byte) sb.charAt(i);
      }
      value = b;
    } else {
      value = sb.toString();
    }
    emitAt(TokenType.STRING, sLine, sCol, start, pos, value);
  }

  /** Decodes one backslash escape at pos (non-raw literal), appending to sb. */
  private void escape(StringBuilder sb, boolean bytes, int contentStart, int sLine, int sCol) {
    int escStart = pos;
    pos++;
    if (pos >= n) {
      sb.append('\\');
      return;
    }
    int c = cp[pos++];
    switch (c) {
      case '\n' -> newLine();
      case '\\' -> sb.append('\\');
      case '\'' -> sb.append('\'');
      case '"' -> sb.append('"');
      case 'a' -> sb.append('\u0007');
      case 'b' -> sb.append('\b');
      case 'f' -> sb.append('\f');
      case 'n' -> sb.append('\n');
      case 'r' -> sb.append('\r');
      case 't' -> sb.append('\t');
      case 'v' -> sb.append('\u000b');
      case '0', '1', '2', '3', '4', '5', '6', '7' -> {
        int v = c - '0';
        for (int i = 0; i < 2 && pos < n && cp[pos] >= '0' && cp[pos] <= '7'; i++) {
          v = v * 8 + cp[pos++] - '0';
        }
        sb.appendCodePoint(bytes ? v & 0xFF : v);
      }
      case 'x' -> sb.appendCodePoint(hexEscape(2, "\\xXX", bytes, escStart, contentStart));
      case 'u', 'U', 'N' -> {
        if (bytes) {
          sb.append('\\').appendCodePoint(c);
        } else if (c == 'N') {
          sb.appendCodePoint(namedEscape(escStart, contentStart));
        } else {
          int v = hexEscape(c == 'u' ? 4 : 8, c == 'u' ? "\\uXXXX" : "\\UXXXXXXXX", false, escStart, contentStart);
          if (v > 0x10FFFF) {
            throw unicodeError(escStart, contentStart, "illegal Unicode character", false);
          }
          sb.appendCodePoint(v);
        }
      }
      default -> sb.append('\\').appendCodePoint(c);
    }
  }

  private int hexEscape(int digits, String form, boolean bytes, int escStart, int contentStart) {
    int v = 0;
    for (int i = 0; i < digits; i++) {
      int d = pos < n && cp[pos] < 128 ? Character.digit(cp[pos], 16) : -1;
      if (d < 0) {
        throw unicodeError(escStart, contentStart, "truncated " + form + " escape", bytes);
      }
      v = v * 16 + d;
      pos++;
    }
    return v;
  }

  private int namedEscape(int escStart, int contentStart) {
    if (pos < n && cp[pos] == '{') {
      int close = pos + 1;
      while (close < n && cp[close] != '}' && cp[close] != '\n' && close - pos < 100) {
        close++;
      }
      if (close < n && cp[close] == '}' && close > pos + 1) {
        String name = new String(cp, pos + 1, close - pos - 1);
        pos = close + 1;
        try {
          return Character.codePointOf(name);
        } catch (IllegalArgumentException e) {
          throw unicodeError(escStart, contentStart, "unknown Unicode character name", false);
        }
      }
    }
    throw unicodeError(escStart, contentStart, "malformed \\N character escape", false);
  }

  private SyntaxErrorException unicodeError(int escStart, int contentStart, String what, boolean bytes) {
    // CPython reports at the end of the literal; we report at the escape's end.
    return error("(" + (bytes ? "value" : "unicode") + " error) '" + (bytes ? "bytes" : "unicodeescape")
        + "' codec can't decode bytes in position " + (escStart - contentStart) + "-"
        + (pos - contentStart - 1) + ": " + what, line, pos - lineStart + 1);
  }

  // ---------------------------------------------------------------- f-strings

  /** Scans literal text of the f-string (or format spec) on top of the stack up to a field, or the end. */
  private void fstringLiteral() {
    boolean spec = stKind[sp - 1] == F_SPEC;
    int fs = sp - 1;
    while (stKind[fs] != F_STRING) {
      fs--;
    }
    int quote = stQuote[fs];
    int q = quote & 0xFFFF;
    boolean triple = (quote & 0x10000) != 0;
    boolean raw = (quote & 0x20000) != 0;
    StringBuilder sb = new StringBuilder();
    int mLine = line;
    int mCol = pos - lineStart;
    int start = pos;
    while (true) {
      meter.tick();
      if (pos >= n) {
        throw unterminatedFString(fs);
      }
      int c = cp[pos];
      if (c == q && (!triple || (pos + 2 < n && cp[pos + 1] == q && cp[pos + 2] == q))) {
        if (spec) {
          throw error("f-string: expecting '}'", line, pos - lineStart + 2);
        }
        middle(sb, mLine, mCol, start);
        int s = pos;
        pos += triple ? 3 : 1;
        emit(TokenType.FSTRING_END, s, pos, null);
        sp--;
        return;
      }
      if (c == '\n') {
        if (!triple) {
          throw unterminatedFString(fs);
        }
        sb.append('\n');
        pos++;
        newLine();
        continue;
      }
      if (c == '\\') {
        if (raw || (pos + 1 < n && (cp[pos + 1] == '{' || cp[pos + 1] == '}'))) {
          sb.append('\\');
          pos++;
          if (raw && pos < n && (cp[pos] == q || cp[pos] == '\\')) {
            sb.appendCodePoint(cp[pos++]);
          }
        } else {
          escape(sb, false, start, stLine[fs], stCol[fs]);
        }
        continue;
      }
      if (c == '{') {
        if (!spec && pos + 1 < n && cp[pos + 1] == '{') {
          sb.append('{');
          pos += 2;
          continue;
        }
        middle(sb, mLine, mCol, start);
        push(F_FIELD, line, pos - lineStart, 0);
        emit(TokenType.LBRACE, pos, pos + 1, null);
        pos++;
        return;
      }
      if (c == '}') {
        if (spec) {
          middle(sb, mLine, mCol, start);
          sp--;
          emit(TokenType.RBRACE, pos, pos + 1, null);
          pos++;
          return;
        }
        if (pos + 1 < n && cp[pos + 1] == '}') {
          sb.append('}');
          pos += 2;
          continue;
        }
        throw error("f-string: single '}' is not allowed", line, lineLength() + 1);
      }
      sb.appendCodePoint(c);
      pos++;
    }
  }

  private void middle(StringBuilder sb, int mLine, int mCol, int start) {
    if (sb.length() > 0) {
      emitAt(TokenType.FSTRING_MIDDLE, mLine, mCol, start, pos, sb.toString());
    }
  }

  // ---------------------------------------------------------------- errors

  private int c0(int at) {
    return at < n ? cp[at] : -1;
  }

  private boolean inFString() {
    for (int i = sp - 1; i >= 0; i--) {
      if (stKind[i] == F_STRING) {
        return true;
      }
    }
    return false;
  }

  private int lineLength() {
    int e = lineStart;
    while (e < n && cp[e] != '\n') {
      e++;
    }
    return e - lineStart;
  }

  private String currentLine() {
    return Tokens.lineText(cp, lineStarts, lineCount, line);
  }

  private SyntaxErrorException error(String msg, int ln, int column) {
    return SyntaxErrorException.syntax(msg, ln, column, Tokens.lineText(cp, lineStarts, lineCount, ln));
  }
}
