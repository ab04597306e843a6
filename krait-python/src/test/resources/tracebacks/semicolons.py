a = 1; b = a + None; c = 3
