yield 5
