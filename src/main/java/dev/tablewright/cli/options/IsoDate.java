package dev.tablewright.cli.options;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A date option's value, as yyyy-mm-dd; a mistake is told in one line, without the parser's exception. */
public final class IsoDate implements ITypeConverter<LocalDate> {
    @Override
    public LocalDate convert(String value) {
        try {
            return LocalDate.parse(value.strip());
        } catch (DateTimeParseException e) {
            throw new TypeConversionException("'" + value + "' is not a date as yyyy-mm-dd");
        }
    }
}
