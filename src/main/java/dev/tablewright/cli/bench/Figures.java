package dev.tablewright.cli.bench;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.LinkedHashMap;
import java.util.Map;

/** A bench's named figures, printed as aligned text or as one JSON object. */
final class Figures {
    private final Map<String, Number> figures = new LinkedHashMap<>();

    void put(String name, int value) {
        figures.put(name, value);
    }

    /** Milliseconds to the microsecond: finer digits are noise. */
    void put(String name, double value) {
        figures.put(name, BigDecimal.valueOf(value).setScale(3, RoundingMode.HALF_UP));
    }

    void print(PrintWriter out, boolean json) throws JsonProcessingException {
        if (json) {
            out.println(new ObjectMapper().writeValueAsString(figures));
        } else {
            int width = figures.keySet().stream().mapToInt(String::length).max().orElse(0);
            figures.forEach((k, v) -> out.printf("%-" + width + "s  %s%n", k, v));
        }
        out.flush();
    }
}
