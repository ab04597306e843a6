# expect: 2:6: error: SyntaxError: unterminated string literal (detected at line 2)
text("oops)
