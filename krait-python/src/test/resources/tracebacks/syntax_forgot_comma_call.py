foo(
  a b)
