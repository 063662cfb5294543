package dev.tablewright.engine.drift;

import java.util.Locale;

/**
 * One entity's key attribute that sampled items do not hold as the entity's template gives it.
 *
 * @param entityItems how many sampled items the entity claimed
 * @param drifted     how many of them store a key the template does not give (or lack one it gives)
 * @param stored      the first such item's stored value ("(none)" when it has none)
 * @param expected    what the template gives from that item's attributes, or why it gives nothing
 */
public record KeyDrift(String entity, String attribute, String template, long entityItems, long drifted, String stored,
        String expected) {

    /** "312 of 1,000 sampled Order items have an SK the template does not give (e.g. ORDER#17 → expected ORDER#0017)". */
    public String sentence() {
        return count(drifted) + " of " + count(entityItems) + " sampled " + entity + " item" + (entityItems == 1 ? "" : "s")
                + (drifted == 1 ? " has " : " have ") + article(attribute) + " " + attribute
                + " the template does not give (e.g. " + stored + " → " + expected + ")";
    }

    static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** "an SK", "a PK": the article as the name is said, letter by letter when it is upper case. */
    private static String article(String name) {
        if (name.isEmpty()) {
            return "a";
        }
        char c = Character.toLowerCase(name.charAt(0));
        boolean spelled = name.length() > 1 && name.chars().limit(2).allMatch(Character::isUpperCase);
        boolean vowel = spelled ? "aefhilmnorsx".indexOf(c) >= 0 : "aeiou".indexOf(c) >= 0;
        return vowel ? "an" : "a";
    }
}
