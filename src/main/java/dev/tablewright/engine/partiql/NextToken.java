package dev.tablewright.engine.partiql;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The Sandbox's NextToken: the page's LastEvaluatedKey (scalar key values only), written as opaque
 * text. DynamoDB's tokens are opaque too, so a caller only ever hands one back.
 */
final class NextToken {
    private static final String SEPARATOR = "\u0000";

    private NextToken() {
    }

    static String encode(Map<String, AttributeValue> key) {
        if (key == null) {
            return null;
        }
        StringBuilder text = new StringBuilder();
        key.forEach((name, value) -> text.append(name).append(SEPARATOR).append(value.type().name())
                .append(SEPARATOR).append(value.toString()).append(SEPARATOR));
        return Base64.getUrlEncoder().withoutPadding().encodeToString(text.toString().getBytes(StandardCharsets.UTF_8));
    }

    /** @throws dev.tablewright.engine.api.DynamoException when the token is not one of ours */
    static Map<String, AttributeValue> decode(String token) {
        if (token == null) {
            return null;
        }
        try {
            String text = new String(Base64.getUrlDecoder().decode(token), StandardCharsets.UTF_8);
            String[] parts = text.split(SEPARATOR, -1);
            if (parts.length % 3 != 1 || parts.length < 4) {
                throw PartiqlErrors.invalidToken();
            }
            Map<String, AttributeValue> key = new LinkedHashMap<>();
            for (int i = 0; i + 2 < parts.length; i += 3) {
                key.put(parts[i], value(parts[i + 1], parts[i + 2]));
            }
            return key;
        } catch (IllegalArgumentException e) {
            throw PartiqlErrors.invalidToken();
        }
    }

    private static AttributeValue value(String type, String text) {
        return switch (type) {
            case "S" -> new AttributeValue.S(text);
            case "N" -> AttributeValue.N.parse(text);
            case "B" -> new AttributeValue.B(Binary.fromBase64(text));
            default -> throw PartiqlErrors.invalidToken();
        };
    }
}
