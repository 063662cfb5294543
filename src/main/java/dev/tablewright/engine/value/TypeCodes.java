package dev.tablewright.engine.value;

import dev.tablewright.model.AttributeType;
import java.util.Optional;

/** The type codes {@code attribute_type} accepts: exactly the wire codes, case-sensitive. */
public final class TypeCodes {
    /** The list DynamoDB prints when a type code is invalid. */
    public static final String VALID_TYPES = "{B,NULL,SS,BOOL,L,BS,N,NS,S,M}";

    private TypeCodes() {
    }

    public static Optional<AttributeType> parse(String code) {
        for (AttributeType t : AttributeType.values()) {
            if (t.name().equals(code)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
