from statistics import NormalDist, StatisticsError
import statistics

iq = NormalDist(100, 15)
print(iq, repr(iq), iq.mean, iq.median, iq.mode, iq.stdev, iq.variance)
print(round(iq.pdf(100), 15), round(iq.pdf(130), 15), round(iq.cdf(130), 15), round(iq.cdf(85), 15))
print(round(iq.inv_cdf(0.975), 10), round(iq.inv_cdf(0.5), 10), round(iq.inv_cdf(0.01), 10), round(iq.inv_cdf(1e-10), 8))
print([round(q, 10) for q in iq.quantiles()], [round(q, 8) for q in iq.quantiles(10)])
print(round(iq.zscore(130), 12), iq.zscore(100))
std = NormalDist()
print(std, std.cdf(0), round(std.inv_cdf(0.95), 12), round(std.inv_cdf(0.999999), 10), round(std.pdf(0), 15))
print(round(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)), 12))
print(round(NormalDist(0, 1).overlap(NormalDist(1, 1)), 12), NormalDist(5, 2).overlap(NormalDist(5, 2)))
# arithmetic
a = NormalDist(10, 3)
b = NormalDist(5, 4)
print(a + b, a - b, a + 5, 5 + a, a - 2, 20 - a, a * 2, 2 * a, a * -1, a / 2, a / -4, -a, +a)
print(a == NormalDist(10.0, 3.0), a == b, a != b, a == 10, hash(a) == hash(NormalDist(10, 3)))
print(NormalDist(1, 0), NormalDist(mu=2, sigma=0.5), NormalDist(sigma=3))
# from_samples and samples
d = NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5])
print(round(d.mean, 12), round(d.stdev, 12), type(d).__name__)
d2 = NormalDist.from_samples(x for x in range(1, 11))
print(d2.mean, round(d2.stdev, 12))
s = NormalDist(0, 1).samples(5, seed=42)
print(len(s), [round(x, 12) for x in s])
print(NormalDist(10, 2).samples(3, seed=42) == NormalDist(10, 2).samples(3, seed=42))
print(NormalDist(0, 1).samples(0, seed=1))
# subclass
class Height(NormalDist):
    def describe(self):
        return f"{self.mean:.1f} +/- {self.stdev:.1f}"

h = Height(170, 8)
print(h, h.describe(), isinstance(h, NormalDist), round(h.cdf(180), 12))
h2 = Height.from_samples([160, 170, 180])
print(type(h2).__name__, h2.describe())
print(type(h + 1).__name__)
# errors
for expr in ["NormalDist(0, -1)", "NormalDist(0, 0).pdf(1)", "NormalDist(0, 0).cdf(1)", "NormalDist(0, 0).zscore(1)",
             "std.inv_cdf(0)", "std.inv_cdf(1)", "std.inv_cdf(1.5)", "NormalDist(0, 0).inv_cdf(0.5)",
             "std.overlap(1)", "NormalDist(0, 0).overlap(std)", "std + 'x'", "std * 'x'",
             "NormalDist.from_samples([1])", "NormalDist.from_samples([])", "NormalDist('a')", "std.quantiles(1)",
             "std.quantiles(0)"]:
    try:
        print(expr, "->", eval(expr))
    except Exception as e:
        print(expr, "!", type(e).__name__, e)
# statistics error messages on bad data
for expr in ["statistics.mean([])", "statistics.fmean([])", "statistics.median([])", "statistics.median_low([])",
             "statistics.median_high([])", "statistics.median_grouped([])", "statistics.mode([])",
             "statistics.multimode([])", "statistics.stdev([1])", "statistics.variance([1])", "statistics.pstdev([])",
             "statistics.pvariance([])", "statistics.harmonic_mean([])", "statistics.harmonic_mean([1, -1])",
             "statistics.geometric_mean([])", "statistics.geometric_mean([1, 0])", "statistics.geometric_mean([-1, 2])",
             "statistics.quantiles([1], n=4)", "statistics.quantiles([1, 2], n=0)",
             "statistics.quantiles([1, 2, 3], method='bogus')", "statistics.correlation([1, 2], [1])",
             "statistics.correlation([1], [1])", "statistics.correlation([1, 1, 1], [1, 2, 3])",
             "statistics.covariance([1, 2], [1, 2, 3])", "statistics.covariance([1], [1])",
             "statistics.linear_regression([1, 2], [1])", "statistics.linear_regression([1, 1], [1, 2])",
             "statistics.linear_regression([1], [2])", "statistics.mean(['a', 'b'])",
             "statistics.fmean([1, 2], weights=[1])", "statistics.mode([1, 1, 2])", "statistics.multimode('aabbc')",
             "statistics.median([3, 1, 2, 4])", "statistics.mean([1, 2.5])", "statistics.harmonic_mean([2, 0])"]:
    try:
        print(expr, "->", eval(expr))
    except Exception as e:
        print(expr, "!", type(e).__name__, e)
