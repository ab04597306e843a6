x = 1234.5678
print(f"{x:f}|{x:.2f}|{x:10.1f}|{x:<10.1f}|{x:^12.3f}|{x:+.0f}")
print(f"{x:e}|{x:.2e}|{x:E}|{x:g}|{x:.3g}|{x:G}")
print(f"{x:,.2f}|{x:_.3f}|{x:012.2f}|{x:%}|{0.25:.1%}")
print(f"{1e-7:g}|{1e16:g}|{123456789.0:g}|{0.0001:g}|{1e-5:G}")
print(f"{3.0:g}|{3.0:#g}|{3.0:.0f}|{3.0:#.0f}|{2.5:.0f}|{3.5:.0f}")
print(f"{-0.0:f}|{-0.0:g}|{float('inf'):f}|{float('-inf'):e}|{float('nan'):F}")
print(f"{x:n}|{x}|{x:.10}")
print(format(0.1, ".20f"), format(1 / 3, ".17g"))
