package dev.tablewright.rules;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Sample values of the TTL attribute that are not epoch seconds, which DynamoDB ignores or reads as
 * a date far away ("The TTL attribute's value must be a timestamp in Unix epoch time format in
 * seconds. If you use any other format, the TTL processes ignore the item"): a number above 10^11
 * (epoch milliseconds: 10^11 seconds is the year 5138, while today in milliseconds is about 1.7 ×
 * 10^12), ISO-8601 date text, other text, and values of any other type. One problem per kind, at the
 * first item that has it, with how many items do.
 */
final class TtlValueRules {
    /** Above this, a number is taken for milliseconds: 10^11 seconds is in the year 5138. */
    static final BigDecimal MILLISECONDS_ABOVE = BigDecimal.TEN.pow(11);
    private static final Pattern ISO_DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}([T ].*)?");

    private TtlValueRules() {
    }

    /** One kind of wrong value: what it is and why DynamoDB does not expire the item by it. */
    private enum Kind {
        MILLISECONDS("look like epoch milliseconds (above 10^11)", "DynamoDB reads epoch seconds, so these items "
                + "would expire thousands of years from now"),
        ISO_TEXT("are ISO-8601 date text", "DynamoDB expires only by a Number of epoch seconds and ignores these "
                + "items"),
        TEXT("are text", "DynamoDB expires only by a Number of epoch seconds and ignores these items"),
        OTHER_TYPE("are not numbers", "DynamoDB expires only by a Number of epoch seconds and ignores these items");

        private final String what;
        private final String why;

        Kind(String what, String why) {
            this.what = what;
            this.why = why;
        }
    }

    static void check(TableDesign table, List<Problem> out) {
        Optional<String> ttl = table.settings().ttlAttribute();
        // Declared as another type than N, TimeToLiveRules already says no item would expire.
        if (ttl.isEmpty() || ttl.flatMap(table::attributeType).filter(t -> t != AttributeType.N).isPresent()) {
            return;
        }
        Map<Kind, List<SampleItem>> found = new LinkedHashMap<>();
        Map<Kind, AttributeValue> example = new LinkedHashMap<>();
        int carrying = 0;
        for (SampleItem s : SampleItem.of(table)) {
            Optional<AttributeValue> v = s.item().get(ttl.get());
            if (v.isEmpty()) {
                continue;
            }
            carrying++;
            kind(v.get()).ifPresent(k -> {
                found.computeIfAbsent(k, x -> new ArrayList<>()).add(s);
                example.putIfAbsent(k, v.get());
            });
        }
        for (Map.Entry<Kind, List<SampleItem>> e : found.entrySet()) {
            Kind k = e.getKey();
            out.add(Problem.info(e.getValue().get(0).path(), "sample items with the TTL attribute "
                    + Text.quote(ttl.get()) + " hold values that " + k.what + " (" + e.getValue().size() + " of "
                    + carrying + "; this one: " + Text.quote(example.get(k).toString()) + "): " + k.why));
        }
    }

    private static Optional<Kind> kind(AttributeValue v) {
        if (v instanceof AttributeValue.N n) {
            return n.value().compareTo(MILLISECONDS_ABOVE) > 0 ? Optional.of(Kind.MILLISECONDS) : Optional.empty();
        }
        if (v instanceof AttributeValue.S s) {
            return Optional.of(ISO_DATE.matcher(s.value().strip()).matches() ? Kind.ISO_TEXT : Kind.TEXT);
        }
        return Optional.of(Kind.OTHER_TYPE);
    }
}
