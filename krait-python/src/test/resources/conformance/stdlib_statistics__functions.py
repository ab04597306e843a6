import statistics as st
from decimal import Decimal
def t(f, *a, **k):
    try:
        r = f(*a, **k)
        print(f.__name__, repr(r))
    except Exception as e:
        print(f.__name__, type(e).__name__, e)
t(st.mean, [1, 2, 3, 4]); t(st.mean, [1, 2]); t(st.mean, [1, 2, 3]); t(st.mean, [0.1, 0.2, 0.3])
t(st.mean, []); t(st.mean, [True, False, True]); t(st.mean, [1, 2.5]); t(st.mean, [Decimal("1.1"), Decimal("2.2"), 3])
t(st.mean, iter([5, 6])); t(st.mean, [float("inf"), 1]); t(st.mean, ["a"])
t(st.fmean, [1, 2, 3, 4]); t(st.fmean, [1, 2], weights=[3, 1]); t(st.fmean, []); t(st.fmean, [1], [1, 2])
t(st.geometric_mean, [54, 24, 36]); t(st.geometric_mean, [1, 0]); t(st.geometric_mean, [])
t(st.harmonic_mean, [40, 60]); t(st.harmonic_mean, [40, 60], weights=[5, 30]); t(st.harmonic_mean, [1, 0, 2]); t(st.harmonic_mean, [-1, 2]); t(st.harmonic_mean, [])
t(st.harmonic_mean, [2.5]); t(st.harmonic_mean, [3, 4, 5])
t(st.median, [3, 1, 2]); t(st.median, [4, 1, 3, 2]); t(st.median, []); t(st.median_low, [1, 2, 3, 4]); t(st.median_high, [1, 2, 3, 4])
t(st.median_grouped, [52, 52, 53, 54]); t(st.median_grouped, [1, 3, 3, 5, 7], interval=2); t(st.median_grouped, [1, 2, 2, 3, 4, 4, 4, 4, 4, 5])
t(st.mode, [1, 1, 2, 3, 3]); t(st.mode, ["red", "blue", "blue"]); t(st.mode, []); t(st.multimode, "aabbbbccddddeeffffgg"); t(st.multimode, [])
t(st.variance, [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]); t(st.variance, [1, 2, 3, 4]); t(st.variance, [1, 3, 5]); t(st.variance, [1])
t(st.pvariance, [1, 2, 3, 4]); t(st.pvariance, [0.0, 0.25, 0.25, 1.25, 1.5, 1.75, 2.75, 3.25]); t(st.pvariance, [])
t(st.stdev, [1.5, 2.5, 2.5, 2.75, 3.25, 4.75]); t(st.stdev, [1, 2, 3, 4]); t(st.pstdev, [1, 2, 3, 4]); t(st.stdev, [1]); t(st.pstdev, [])
t(st.stdev, [Decimal("1.5"), Decimal("2.5"), Decimal("4")]); t(st.variance, [Decimal("1.5"), Decimal("2.5")])
t(st.variance, [1, 2, 3, 4], 2.5); t(st.pvariance, [1, 2, 3, 4], mu=2)
t(st.quantiles, [105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91, 103, 129, 106, 101, 84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102, 121, 111, 88, 89, 101, 106, 95, 103, 107, 101, 81, 109, 104], n=10)
t(st.quantiles, [1, 2, 3, 4, 5], n=4, method="inclusive"); t(st.quantiles, [1, 2, 3, 4, 5]); t(st.quantiles, [1]); t(st.quantiles, [1, 2], n=0); t(st.quantiles, [1, 2], method="x")
t(st.quantiles, [1.5, 2.5, 10], n=3)
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]; y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
t(st.covariance, x, y); t(st.correlation, x, x); t(st.correlation, x, y); t(st.correlation, [1, 1], [1, 2]); t(st.covariance, [1], [1]); t(st.correlation, [1, 2], [1])
t(st.linear_regression, [1, 2, 3, 4, 5], [3, 5, 7, 9, 11]); t(st.linear_regression, [1, 2, 3], [2, 4, 7], proportional=True); t(st.linear_regression, [1, 1], [1, 2])
r = st.linear_regression(x, y); print(r.slope, r.intercept, r[0])
print(issubclass(st.StatisticsError, ValueError), st.StatisticsError)
t(st.mean, [1.1, 2.2, 3.3]); t(st.stdev, [0.1, 0.2, 0.3, 0.4]); t(st.variance, [10**20, 10**20 + 2])
