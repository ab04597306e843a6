z = 3 + 4j
print(f"{z} {z:.2f} {z.real} {z.imag} {abs(z)}")
print(f"{1j} {-1j} {complex(0, 0)} {complex(1.5, -2)}")
print(f"{z:>20}|{z:e}")
