package dev.tablewright.engine.cost;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

/** How costs and quantities read: "$1,234.56", "1500", "2.33". */
public final class Money {
    private Money() {
    }

    public static String dollars(double d) {
        return String.format(Locale.ROOT, "$%,.2f", d);
    }

    /** A quantity with at most two decimals, trailing zeros dropped. */
    public static String number(double d) {
        return BigDecimal.valueOf(d).setScale(2, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
    }
}
