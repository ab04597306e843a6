# expect: 2:1: error: SyntaxError: 'return' outside function
return 5
