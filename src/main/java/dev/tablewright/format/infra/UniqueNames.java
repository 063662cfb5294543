package dev.tablewright.format.infra;

import java.util.HashSet;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Identifiers made from table names for a target whose identifiers allow fewer characters than
 * table names do: {@code my-table} and {@code my.table} must still get two.
 */
final class UniqueNames {
    private final Set<String> taken = new HashSet<>();
    private final UnaryOperator<String> sanitize;

    UniqueNames(UnaryOperator<String> sanitize, Set<String> reserved) {
        this.sanitize = sanitize;
        taken.addAll(reserved);
    }

    String next(String name) {
        String base = sanitize.apply(name);
        String id = base;
        for (int n = 2; !taken.add(id); n++) {
            id = base + n;
        }
        return id;
    }

    /** CloudFormation logical ids: letters and digits only, a letter first. */
    static UniqueNames cloudFormation(Set<String> reserved) {
        return new UniqueNames(name -> {
            StringBuilder b = new StringBuilder();
            boolean upper = true;
            for (char c : name.toCharArray()) {
                if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
                    b.append(upper ? Character.toUpperCase(c) : c);
                    upper = false;
                } else {
                    upper = true;
                }
            }
            return b.isEmpty() || !Character.isLetter(b.charAt(0)) ? "Table" + b : b.toString();
        }, reserved);
    }

    /** Terraform resource names: letters, digits, {@code _} and {@code -}, a letter or {@code _} first. */
    static UniqueNames terraform() {
        return new UniqueNames(name -> {
            String id = name.replaceAll("[^A-Za-z0-9_-]", "_");
            return id.isEmpty() || !(Character.isLetter(id.charAt(0)) || id.charAt(0) == '_') ? "table_" + id : id;
        }, Set.of());
    }
}
